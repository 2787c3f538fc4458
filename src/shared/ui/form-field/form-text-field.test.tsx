import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { describe, expect, it } from 'vitest';
import { FormTextField } from './form-text-field';

function renderForm(onSubmit: (values: Record<string, string>) => SubmissionErrors | void = () => undefined) {
  render(
    <Form<Record<string, string>>
      onSubmit={onSubmit}
      validate={(values) => (values.title ? {} : { title: 'Title cannot be blank' })}
      render={({ handleSubmit, submitError }) => (
        <form onSubmit={handleSubmit} noValidate>
          <FormTextField name="title" label="Title*" />
          <FormTextField name="description" label="Description" multiline />
          <FormTextField name="type" label="Topic*" options={[{ value: '', label: 'Choose…' }, { value: 'BUG', label: 'BUG' }]} />
          {submitError ? <p>{submitError}</p> : null}
          <button type="submit">Save</button>
        </form>
      )}
    />,
  );
}

describe('FormTextField', () => {
  it('shows the validation message only once the field was touched by a submit attempt', async () => {
    renderForm();
    expect(screen.queryByText('Title cannot be blank')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Title*' })).toHaveAccessibleDescription('Title cannot be blank');
  });

  it('binds an input, a description box and a select to the form values', async () => {
    let saved: Record<string, string> = {};
    renderForm((values) => {
      saved = values;
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Title*' }), 'Trailer cues');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Two lines{enter}of text');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Topic*' }), 'BUG');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual({ title: 'Trailer cues', description: 'Two lines\nof text', type: 'BUG' });
  });

  it("shows the server's error for a field until the value changes, keeping what was typed", async () => {
    renderForm(() => ({ title: 'A project with this title exists.', [FORM_ERROR]: 'Error: could not save' }));
    const title = screen.getByRole('textbox', { name: 'Title*' });
    await userEvent.type(title, 'Promo');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(title).toHaveAccessibleDescription('A project with this title exists.');
    expect(title).toHaveValue('Promo');
    await userEvent.type(title, 's');
    expect(title).not.toHaveAccessibleDescription('A project with this title exists.');
  });
});
