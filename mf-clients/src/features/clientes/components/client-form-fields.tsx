/** The six client fields of the new-client modal and the edit card, with a refusal that names no field above them. */
import { CLIENT_FIELDS, type ClienteForm } from '../hooks/use-cliente-form';
import { ClientFieldInput } from './client-field-input';

export function ClientFormFields({ form, idPrefix }: { form: ClienteForm; idPrefix: string }) {
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <>
      {serverError ? (
        <p className="mfc-form-alert" role="alert">
          {serverError}
        </p>
      ) : null}
      <div className="mfc-form-grid">
        {CLIENT_FIELDS.map((field, index) => (
          <ClientFieldInput key={field.name} field={field} form={form} idPrefix={idPrefix} autoFocus={index === 0} />
        ))}
      </div>
    </>
  );
}
