// The local stack (DynamoDB Local, mail catcher, API, site) is being built; see README "Status".
console.log('npm run dev: the local service is not there yet. Today: `npm test`, `npm run selfplay -- --game <id>`.');
