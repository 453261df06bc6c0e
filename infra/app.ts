import { App } from 'aws-cdk-lib';
import { addStacks } from './stacks';

// Creates the app and its stacks, nothing else: each stack is in its own file, configured from CDK context (cdk.json).
const app = new App();
addStacks(app);
app.synth();
