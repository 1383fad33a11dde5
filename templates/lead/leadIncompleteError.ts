import type { StoredLead } from '@/checkout/sessionStore';

/**
 * The lead was created but what had to follow the creation (the chosen unit) could not be
 * saved. `lead` is the created lead: keep it, so that trying again updates it instead of
 * creating a second one. Its own module: the lead step tells this failure apart without
 * loading the API client (`saveLead`) with the page.
 */
export class LeadIncompleteError extends Error {
  readonly lead: StoredLead;

  constructor(lead: StoredLead, cause: unknown) {
    super('LEAD_INCOMPLETE: the lead was created but its relation account was not saved', {
      cause,
    });
    this.name = 'LeadIncompleteError';
    this.lead = lead;
  }
}
