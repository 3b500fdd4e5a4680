/** German texts of the training plan API, in the style of the spec's messages. */
export const TRAINING_PLAN_API_MESSAGES = {
  loginRequired: 'Bitte melden Sie sich an, um Ihre Schulungspläne zu nutzen.',
  planUnknown: 'Diesen Schulungsplan gibt es nicht.',
  adminsOnly: 'Die Übersicht aller Schulungspläne ist nur für Administratoren.',
  themeUnknown: 'Dieses Seminarthema gibt es nicht.',
  eventUnknown: 'Diesen Termin gibt es nicht.',
  tooManyPlans: 'Sie haben die Höchstzahl von 50 Schulungsplänen erreicht. Bitte löschen Sie zuerst einen Plan.',
} as const;
