import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import type { UserDto } from '@/shared/api';
import { ProBanner } from './pro-banner';

const MULTI_PRO_USER: UserDto = {
  id: 9001,
  email: 'multi.pro@example.com',
  first_name: 'Morgan',
  last_name: 'Reyes',
  company: 'Northlight Post',
  company_role: 'Music Supervisor',
  phone_number: '',
  telephone: '',
  extension: '',
  street_address: '',
  country: 'US',
  city: 'Burbank',
  state: 'CA',
  zip_code: '91502',
  preferred_download_format: 'ask',
  is_admin: false,
  restricted_pro_groups: [],
  downloads_remaining: 25,
};

const meta = {
  title: 'entities/user/ProBanner',
  component: ProBanner,
} satisfies Meta<typeof ProBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pro@example.com persona (restricted PRO group BMI). */
export const BmiUser: Story = {
  parameters: { signedInAs: 'pro@example.com' },
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('complementary', { name: 'PRO restrictions' });
    await expect(banner).toHaveTextContent(
      "You're viewing the library as a BMI user. Some tracks may be hidden due to BMI's PRO restrictions.",
    );
  },
};

/** Several groups joined readably; the article follows the first name ("an ASCAP"). */
export const SeveralGroups: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/users/me/', () =>
          HttpResponse.json({
            ...MULTI_PRO_USER,
            restricted_pro_groups: [{ name: 'ASCAP' }, { name: 'BMI' }, { name: 'SESAC' }],
          } satisfies UserDto),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('complementary');
    await expect(banner).toHaveTextContent(
      "You're viewing the library as an ASCAP, BMI and SESAC user. Some tracks may be hidden due to ASCAP, BMI and SESAC's PRO restrictions.",
    );
  },
};
