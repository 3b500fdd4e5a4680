/**
 * What serves the site (`npm start`, `npm run start:prod`, the fleet, the browser tests): the
 * server (main.ts) in production mode. React and react-dom pick their development or production
 * build by NODE_ENV when they are first imported, and the server's own modules import them
 * (react-router's route matching), so NODE_ENV is set here, before main.ts and everything it
 * imports is loaded. The development build checks every element it renders and costs a page
 * about twice the CPU; whoever starts the server cannot forget to set it.
 */
process.env.NODE_ENV = 'production';
await import('./main');

export {};
