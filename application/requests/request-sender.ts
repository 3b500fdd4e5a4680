/** The sender of a form as the inbox lists it: the address and the name, when the form asked them. */
export const requestSenderOf = (values: Readonly<Record<string, string>>): { readonly email: string | null; readonly name: string | null } => {
  const name = [values.firstname, values.lastname].filter((part) => part !== undefined && part !== '').join(' ');
  return { email: values.email === undefined || values.email === '' ? null : values.email, name: name === '' ? (values.companyName ?? values.company ?? null) : name };
};
