import type { TestProject } from 'vitest/node';
import { startDynamoLocal } from '../../functions/local/dynamodb-local';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}

/** One in-memory DynamoDB Local for the whole integration run; every test file creates its own table in it. */
export default async function setup(project: TestProject) {
  const dynamo = await startDynamoLocal();
  project.provide('dynamoEndpoint', dynamo.endpoint);
  return () => dynamo.stop();
}
