import { useId, useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import type { ItemRef } from '@/shared/api';
import { COMPANY } from '@/shared/config';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { FormTextField } from '@/shared/ui/form-field';
import { useCurrentUser } from '@/entities/user';
import { useSendItemRequestMutation, type RequestKind } from '../api/request-api';
import {
  prefilledValues, REQUEST_KINDS, requestedItemId, REQUEST_MESSAGES, submitErrors, validateRequest, type RequestValues,
} from '../model/request-form';
import './request-form.css';

export interface RequestFormProps {
  kind: RequestKind;
  item: ItemRef;
}

/** The API's item type: a version (as the interim track menus pass it) is a track. */
const apiType = (item: ItemRef) => ((item.type as string) === 'version' ? 'track' : item.type);

/**
 * The customize, stem and license request form (one form, three kinds). Prefilled from the
 * signed-in user; after "Submitted!" it starts over from those values. Server messages appear
 * under their fields and what was typed stays.
 */
export function RequestForm({ kind, item }: RequestFormProps) {
  const config = REQUEST_KINDS[kind];
  const { user } = useCurrentUser();
  const [send] = useSendItemRequestMutation();
  const [submitted, setSubmitted] = useState(false);
  // The prefill follows the signed-in person, but not the end of their session: while they sign in
  // again (the form waits behind the login popup), what they typed stays. A new prefill restarts
  // the form, which is right only for another person.
  const [prefillFor, setPrefillFor] = useState(user);
  if (user && user !== prefillFor) setPrefillFor(user);
  const initialValues = useMemo(() => prefilledValues(prefillFor), [prefillFor]);
  const headingId = useId();

  const onSubmit = async (values: RequestValues) => {
    setSubmitted(false);
    try {
      await send({
        kind,
        id: requestedItemId(kind, item),
        type: apiType(item),
        contact: {
          full_name: (values.fullName ?? '').trim(),
          email: (values.email ?? '').trim(),
          phone_number: (values.phoneNumber ?? '').trim(),
        },
        description: config.withDescription ? (values.description ?? '').trim() : undefined,
      }).unwrap();
    } catch (error) {
      return submitErrors(error, kind);
    }
    setSubmitted(true);
    return undefined;
  };

  return (
    <section className="request-form" aria-labelledby={headingId}>
      <h2 className="request-form__title" id={headingId}>
        {config.title}
      </h2>
      <p className="request-form__item">{item.title}</p>
      <p className="request-form__intro">{config.intro}</p>
      {kind === 'license' ? (
        <p className="request-form__phone">
          Prefer to talk? Call us at <a href={`tel:${COMPANY.phone.replace(/[^\d+]/g, '')}`}>{COMPANY.phone}</a>
        </p>
      ) : null}
      <Form<RequestValues>
        onSubmit={onSubmit}
        validate={validateRequest}
        initialValues={initialValues}
        render={({ handleSubmit, submitting, submitError, form }) => (
          <form
            className="request-form__form"
            noValidate
            onChange={() => setSubmitted(false)}
            onSubmit={async (event) => {
              await handleSubmit(event);
              // Starts over from the prefilled values once the request went through.
              if (form.getState().submitSucceeded) form.restart();
            }}
          >
            <div className="request-form__pair">
              <FormTextField name="fullName" label="Full Name*" autoComplete="name" />
              <FormTextField name="email" type="email" label="Email*" autoComplete="email" />
            </div>
            <FormTextField name="phoneNumber" type="tel" label="Phone Number" autoComplete="tel" />
            {config.withDescription ? <FormTextField name="description" multiline rows={4} label={config.descriptionLabel ?? 'Description'} /> : null}
            <Button type="submit" block disabled={submitting} aria-busy={submitting || undefined}>
              {submitting ? 'Submitting...' : 'Submit'}
            </Button>
            {submitError ? <Alert>{String(submitError)}</Alert> : null}
            {submitted ? <Alert variant="success">{REQUEST_MESSAGES.submitted}</Alert> : null}
          </form>
        )}
      />
    </section>
  );
}
