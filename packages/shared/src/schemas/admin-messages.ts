/** The admin screens' texts (the spec's word for word, and ours), and the server's. */
export const adminMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  specialtyRequired: 'Specialty is required',
  nutritionistRequired: 'Nutritionist is required',
  planRequired: 'Plan is required',
  fixErrors: 'Please fix the form errors',
  /** A required field left empty, named by its label: 'Plan is required'. */
  fieldRequired: (label: string) => `${label} is required`,
  requiredMissing: 'Required fields are missing.',
  /** The same sentence naming the fields: 'Required fields are missing: Plan, Phone.' */
  requiredMissingNamed: (labels: readonly string[]) =>
    `Required fields are missing: ${labels.join(', ')}.`,
  emailTaken: 'An account with this email already exists.',
  unknownNutritionist: 'No nutritionist has that name.',
  ambiguousNutritionist: 'Several nutritionists have that name; choose one from the list.',
  nutritionistHasClients: (count: number) =>
    `This nutritionist still has ${count} client${count === 1 ? '' : 's'}. Choose who takes them over, then delete.`,
  reassignToSelf: 'Choose another nutritionist to take over the clients.',
  phoneInvalid: 'Please enter a valid phone number',
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
  deleteFailed: 'Failed to delete. Please try again.',
  saveFailed: 'Failed to save',
  // A list or record that failed to load: the server's message, or this when it gave none.
  loadFailed: 'An error occurred',
} as const;
