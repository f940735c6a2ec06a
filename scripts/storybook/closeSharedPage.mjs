// Jest's global teardown for the story tests (see SharedPageEnvironment.mjs).
import { closeSharedPage } from './SharedPageEnvironment.mjs';

export default closeSharedPage;
