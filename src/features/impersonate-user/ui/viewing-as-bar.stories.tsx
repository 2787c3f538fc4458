import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import type { UserDto } from '@/shared/api';
import { ViewingAsBar } from './viewing-as-bar';

const jamie: UserDto = {
  id: 2,
  email: 'listener@example.com',
  first_name: 'Jamie',
  last_name: 'Rivera',
  company: 'Rivera Post',
  company_role: 'Editor',
  phone_number: '',
  telephone: '',
  extension: '',
  street_address: '',
  country: '',
  city: '',
  state: '',
  zip_code: '',
  preferred_download_format: 'ask',
  is_admin: false,
  restricted_pro_groups: [],
  downloads_remaining: 25,
  impersonator: { email: 'admin@example.com', first_name: 'Alex', last_name: 'Morgan' },
};

const meta = {
  title: 'features/impersonate-user/ViewingAsBar',
  component: ViewingAsBar,
  parameters: { signedInAs: 'admin@example.com' },
} satisfies Meta<typeof ViewingAsBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin viewing the site as Jamie: whom, and the way back. */
export const ViewingAs: Story = {
  parameters: { msw: { handlers: [http.get('*/api/users/me/', () => HttpResponse.json(jamie))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Viewing as/)).toHaveTextContent('Viewing as Jamie Rivera (listener@example.com)');
    await expect(canvas.getByRole('button', { name: "Back to Alex's account" })).toBeVisible();
  },
};
