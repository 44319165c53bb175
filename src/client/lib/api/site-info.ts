import { askOnce, useAnswer } from './asked-once';

const askSiteInfo = askOnce('/api/site');

/**
 * The deployment's links and whether an LLM writes the speeches (GET /api/site). Until it answers, or if
 * it can't, nothing is claimed and no link is shown.
 */
export const useSiteInfo = () => useAnswer(askSiteInfo);
