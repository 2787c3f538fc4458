import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { handlers } from '../mocks/handlers';

const preview: Preview = {
  loaders: [mswLoader()],
  parameters: {
    msw: { handlers },
    layout: 'fullscreen',
  },
};

export default preview;
