import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { VoiceService } from '../voice/voice-service';
import { deleteStaleDemoUsers } from './demo';
import { deleteExpiredResets } from './password-reset';
import { deleteExpiredSessions } from './session-store';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Hourly (and once at start): expired sessions and reset links, and day-old demo users (with their cached audio) are
 * deleted. Returns a stop function.
 */
export function startAuthMaintenance(db: Db, voice: VoiceService, log: FastifyBaseLogger): () => void {
  const sweep = async () => {
    try {
      const sessions = await deleteExpiredSessions(db);
      const resetLinks = await deleteExpiredResets(db);
      const demoUsers = await deleteStaleDemoUsers(db, voice);
      if (sessions || resetLinks || demoUsers)
        log.info({ sessions, resetLinks, demoUsers }, 'swept expired sessions, reset links and demo users');
    } catch (error) {
      log.warn({ err: error }, 'auth maintenance sweep failed');
    }
  };
  void sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
