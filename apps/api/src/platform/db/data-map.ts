/**
 * The data map: every table and column CareNet stores, classified, and what export and erasure do with
 * each table (docs/personal-data.md). Export and erasure are derived from it, and a test walks the live
 * database schema and fails on any column this map does not classify, so a new table or column is
 * classified the day it is added.
 *
 * Classes of a column:
 * - health: what says something about a person's health or care (records, symptoms, prescriptions,
 *   who treats them);
 * - personal: what identifies or describes a person (name, contact, profile, what they wrote);
 * - money: amounts and payments, kept for accounting and tax law;
 * - operational: keys, statuses, times and reference data that say nothing about a person by themselves;
 * - audit: the record of who did what to health data, kept by law;
 * - secret: credentials (hashes of passwords, tokens, keys): never exported, never logged.
 */
export type DataClass = 'health' | 'personal' | 'money' | 'operational' | 'audit' | 'secret';

/**
 * Named steps of the erasure (modules/account-data/erase-repository.ts) for tables whose rows are not
 * simply deleted: kept and anonymised, redacted in place, or found by what they quote.
 */
export type ErasureStep =
  | 'tombstone'
  | 'anonymiseRequests'
  | 'redactWritings'
  | 'removeHealthData'
  | 'removeAccountRows'
  | 'anonymiseDonations'
  | 'sweepTraces'
  | 'removeFiles';

/** What erasing a person does to the rows of a table that name them. */
export type Erasure =
  /** Every row that names the person (by `person`) is deleted. */
  | { by: 'delete' }
  /** A named step does it; `why` says what it keeps and why. */
  | { by: ErasureStep; why: string }
  /** The rows go with their parent row (a foreign key that cascades). */
  | { by: 'cascade'; why: string }
  /** Kept as they are: they hold nothing that names the person once the person's rows are gone. */
  | { by: 'keep'; why: string };

export interface TableMap {
  /** Every column, by class; each column in exactly one. */
  columns: Partial<Record<DataClass, readonly string[]>>;
  /**
   * How a row names a person: columns that hold their user id, or their e-mail address; `via`, a
   * parent row that does (`column` holds the parent's id). Absent: no row is about one person.
   */
  person?: { ids?: readonly string[]; emails?: readonly string[]; via?: { column: string; parent: string } };
  /** Required when `person` is given or a column is health, personal or money data. */
  erase?: Erasure;
  /** Whether the person's export lists the rows that name them; true unless said otherwise. */
  export?: boolean;
}

const step = (by: ErasureStep, why: string): Erasure => ({ by, why });
const DELETE: Erasure = { by: 'delete' };

export const DATA_MAP: Record<string, TableMap> = {
  activity_log: {
    columns: {
      operational: ['id', 'category', 'action', 'subject_type', 'created_at'],
      audit: ['user_id', 'subject_id', 'details', 'ip'],
    },
    person: { ids: ['user_id', 'subject_id'] },
    erase: step(
      'sweepTraces',
      'kept by law, pointing at the tombstone, without their IP or details that name them',
    ),
  },
  appointments: {
    columns: {
      operational: [
        'id',
        'request_id',
        'time_zone',
        'status',
        'meet_provider',
        'meet_provider_ref',
        'reminder_job_id',
        'created_at',
        'updated_at',
      ],
      health: [
        'doctor_id',
        'patient_id',
        'created_by',
        'note',
        'start_time',
        'end_time',
        'meet_link',
        'cancelled_at',
        'cancelled_by',
      ],
    },
    person: { ids: ['patient_id', 'doctor_id', 'created_by'] },
    erase: step(
      'removeHealthData',
      "the patient's go; one with them as the doctor is the patient's record and stays, cancelled if still to come",
    ),
  },
  assistant_conversations: {
    columns: {
      operational: ['id', 'created_at', 'updated_at'],
      health: ['user_id', 'title'],
      secret: ['guest_key_hash'],
    },
    person: { ids: ['user_id'] },
    erase: DELETE,
  },
  assistant_escalations: { columns: { operational: ['id', 'group', 'created_at'] } },
  assistant_messages: {
    columns: {
      operational: ['id', 'conversation_id', 'role', 'model', 'driver', 'kind', 'created_at'],
      health: ['text', 'sources', 'specialty', 'emergency_groups'],
    },
    person: { via: { column: 'conversation_id', parent: 'assistant_conversations' } },
    erase: { by: 'cascade', why: 'the turns go with their conversation' },
  },
  audio_rooms: {
    columns: {
      operational: ['id', 'start_time', 'end_time', 'created_at', 'updated_at'],
      personal: ['host_id', 'title', 'description', 'join_url'],
    },
    person: { ids: ['host_id'] },
    erase: DELETE,
  },
  auth_throttle: {
    columns: { personal: ['key'], operational: ['failures', 'window_started_at'] },
    erase: step('removeAccountRows', 'counters keyed by their account or by the account name they typed'),
    export: false,
  },
  certificates: {
    columns: {
      operational: ['id', 'kind', 'source_id', 'issuer', 'issued_at', 'revoked_at'],
      personal: ['recipient_id', 'recipient_name', 'title', 'achieved_on'],
    },
    person: { ids: ['recipient_id'] },
    erase: DELETE,
  },
  chat_messages: {
    columns: {
      operational: ['id', 'room_id', 'seq', 'type', 'meet_link_id', 'created_at'],
      health: ['sender_id', 'text', 'file_key', 'meet_link', 'meet_start_time', 'meet_end_time'],
    },
    person: { ids: ['sender_id'] },
    erase: step('redactWritings', "what they said in others' conversations keeps its place, not its words"),
  },
  chat_read_markers: {
    columns: { operational: ['room_id', 'last_read_seq', 'updated_at'], personal: ['user_id'] },
    person: { ids: ['user_id'] },
    erase: DELETE,
  },
  chat_rooms: {
    columns: {
      operational: ['id', 'request_id', 'last_seq', 'last_message_at', 'created_at', 'updated_at'],
      health: ['created_by'],
    },
    person: { ids: ['created_by'] },
    erase: step(
      'anonymiseRequests',
      "the conversations of their requests go; one they opened on another's request is that person's",
    ),
  },
  comment_likes: {
    columns: { operational: ['comment_id', 'created_at'], personal: ['user_id'] },
    person: { ids: ['user_id'] },
    erase: DELETE,
  },
  comments: {
    columns: {
      operational: ['id', 'request_id', 'parent_id', 'created_at', 'updated_at', 'deleted_at'],
      personal: ['user_id', 'text'],
    },
    person: { ids: ['user_id'] },
    erase: step('redactWritings', 'kept in the thread, their words removed'),
  },
  coupon_redemptions: {
    columns: { operational: ['coupon_id', 'event_registration_id', 'created_at'], personal: ['person_key'] },
    // Keyed by 'user:<id>' and 'email:<address>', so found by those keys rather than by a column.
    erase: step('sweepTraces', 'the uses keyed by their account or address go'),
  },
  coupons: {
    columns: {
      operational: [
        'id',
        'code',
        'percent',
        'package_plan',
        'expires_at',
        'max_uses',
        'uses',
        'active',
        'created_by',
        'created_at',
        'updated_at',
      ],
    },
  },
  directory_doctors: {
    columns: {
      operational: [
        'id',
        'ref',
        'claim_status',
        'claim_requested_at',
        'claim_confirmed_at',
        'created_at',
        'updated_at',
      ],
      personal: [
        'name',
        'phone',
        'email',
        'linkedin',
        'twitter',
        'speciality',
        'experience',
        'education',
        'memberships',
        'certifications',
        'achievements',
        'languages',
        'city',
        'state',
        'country',
        'claimed_by',
      ],
    },
    person: { ids: ['claimed_by'], emails: ['email'] },
    erase: DELETE,
  },
  doctor_schedules: {
    columns: {
      operational: ['id', 'time_zone', 'slot_minutes', 'created_at', 'updated_at'],
      personal: ['doctor_id', 'weekly_hours', 'days_off'],
    },
    person: { ids: ['doctor_id'] },
    erase: DELETE,
  },
  doctor_specializations: { columns: { operational: ['id', 'name', 'created_at', 'updated_at'] } },
  donation_request_responses: {
    columns: {
      operational: [
        'id',
        'request_id',
        'request_type',
        'created_at',
        'confirmed_at',
        'confirmation_expires_at',
        'status',
        'decided_at',
        'decided_by',
        'completed_at',
        'completed_by',
      ],
      secret: ['confirmation_token_hash'],
      personal: [
        'user_id',
        'participant_first_name',
        'participant_last_name',
        'participant_email_address',
        'participant_phone',
        'participant_occupation',
        'participant_gender',
        'city',
        'state',
        'country',
        'address',
        'resume_file_key',
        'participant_audio_room_url',
      ],
    },
    person: { ids: ['user_id'], emails: ['participant_email_address'] },
    erase: DELETE,
  },
  donation_requests: {
    columns: {
      operational: [
        'id',
        'request_type',
        'creator_type',
        'status',
        'acceptance_status',
        'request_status_by_doctor',
        'org_id',
        'unique_reference_id',
        'is_private',
        'source_of_creation',
        'region',
        'created_at',
        'updated_at',
      ],
      health: [
        'name',
        'title',
        'description',
        'brief',
        'units',
        'flag_reason',
        'treatment_completed_at',
        'search_vector',
        'created_by',
      ],
    },
    person: { ids: ['created_by'] },
    erase: step(
      'anonymiseRequests',
      "kept for the doctors' and donors' history that points at them, holding nothing they wrote",
    ),
  },
  donations: {
    columns: {
      operational: [
        'id',
        'request_id',
        'status',
        'driver',
        'provider_session_id',
        'provider_payment_id',
        'created_at',
        'paid_at',
        'anonymous',
      ],
      money: ['amount', 'currency'],
      personal: ['donor_user_id', 'guest_name', 'guest_email', 'message'],
    },
    person: { ids: ['donor_user_id'], emails: ['guest_email'] },
    erase: step('anonymiseDonations', 'kept for accounting and tax law, with nothing that says who gave'),
  },
  event_donations: {
    columns: {
      operational: [
        'id',
        'event_id',
        'status',
        'driver',
        'provider_session_id',
        'provider_payment_id',
        'created_at',
        'paid_at',
      ],
      money: ['amount', 'currency'],
      personal: ['donor_user_id', 'guest_name', 'guest_email', 'message'],
    },
    person: { ids: ['donor_user_id'], emails: ['guest_email'] },
    erase: step('anonymiseDonations', 'kept for accounting and tax law, with nothing that says who gave'),
  },
  event_outbox: {
    columns: {
      operational: ['id', 'type', 'subject_type', 'created_at'],
      audit: ['actor_id', 'subject_id', 'ip', 'payload'],
    },
    erase: step('sweepTraces', 'events whose payload quotes their e-mail or phone go'),
  },
  event_registrations: {
    columns: {
      operational: [
        'id',
        'event_id',
        'coupon_id',
        'status',
        'confirmation_expires_at',
        'checked_in_at',
        'checked_in_by',
        'created_at',
      ],
      personal: ['user_id', 'full_name', 'email', 'phone'],
      money: ['amount_due', 'currency'],
      secret: ['check_in_token', 'confirmation_token_hash'],
    },
    person: { ids: ['user_id'], emails: ['email'] },
    erase: DELETE,
  },
  events: {
    columns: {
      operational: [
        'id',
        'slug',
        'title',
        'description',
        'venue',
        'starts_at',
        'ends_at',
        'registration_open',
        'fee',
        'currency',
        'package_plan',
        'created_by',
        'created_at',
        'updated_at',
      ],
    },
  },
  facility_services: { columns: { operational: ['id', 'name', 'created_at', 'updated_at'] } },
  favourites: {
    columns: { operational: ['request_id', 'created_at'], personal: ['user_id'] },
    person: { ids: ['user_id'] },
    erase: DELETE,
  },
  feedback: {
    columns: {
      operational: ['id', 'kind', 'rating', 'created_at'],
      personal: ['user_id', 'name', 'email', 'subject', 'message'],
    },
    person: { ids: ['user_id'], emails: ['email'] },
    erase: DELETE,
  },
  files: {
    columns: {
      operational: ['key', 'purpose', 'subject_id', 'content_type', 'size', 'created_at'],
      personal: ['owner_id', 'name'],
    },
    person: { ids: ['owner_id'] },
    erase: step(
      'removeFiles',
      "their uploads and the files of their health data go, bytes too; a facility's documents stay the facility's",
    ),
  },
  import_jobs: {
    columns: {
      operational: [
        'id',
        'kind',
        'created_by',
        'file_name',
        'status',
        'total_rows',
        'processed_rows',
        'created_count',
        'failed_count',
        'result_file_key',
        'created_at',
        'started_at',
        'finished_at',
      ],
      personal: ['rows', 'errors'],
    },
    erase: step(
      'sweepTraces',
      'an import that listed them keeps its other rows and its counts; its result file goes',
    ),
  },
  jobs: {
    columns: {
      operational: [
        'id',
        'queue',
        'run_at',
        'attempts',
        'max_attempts',
        'locked_until',
        'last_error',
        'done_at',
        'created_at',
      ],
      personal: ['payload'],
    },
    erase: step(
      'sweepTraces',
      'jobs whose payload quotes their e-mail, phone or name go; chat notices still to send are no longer for them',
    ),
  },
  mail_outbox: {
    columns: {
      operational: ['id', 'attachments', 'status', 'error', 'created_at', 'sent_at'],
      personal: ['to', 'subject', 'text', 'html'],
    },
    erase: step('sweepTraces', 'mails to them or quoting them (their address, phone or name) go'),
  },
  medical_records: {
    columns: {
      operational: ['id', 'created_at', 'updated_at'],
      health: ['user_id', 'uploaded_by', 'file_key', 'user_given_name', 'note', 'date'],
    },
    person: { ids: ['user_id'] },
    erase: DELETE,
  },
  meet_links: {
    columns: {
      operational: ['id', 'request_id', 'provider', 'provider_ref', 'created_at', 'updated_at'],
      health: ['created_by', 'title', 'description', 'start_time', 'end_time', 'meet_link'],
    },
    person: { ids: ['created_by'] },
    erase: step(
      'redactWritings',
      "the meetings of their requests go; one they set up on another's keeps its place, not its words",
    ),
  },
  notification_preferences: {
    columns: { operational: ['updated_at'], personal: ['user_id', 'preferences'] },
    person: { ids: ['user_id'] },
    erase: DELETE,
  },
  notifications: {
    columns: {
      operational: ['id', 'type', 'kind', 'event', 'status', 'created_at'],
      personal: ['user_id', 'title', 'body', 'link', 'actor_id'],
    },
    person: { ids: ['user_id'] },
    erase: step(
      'sweepTraces',
      'theirs go, and so do others’ notifications about what they did or about their requests',
    ),
  },
  oidc_login_attempts: {
    columns: {
      operational: ['id', 'return_to', 'pending_kind', 'issuer', 'expires_at', 'created_at'],
      personal: ['subject', 'email', 'email_verified', 'given_name', 'family_name', 'user_id'],
      secret: ['state_hash', 'browser_hash', 'nonce', 'code_verifier', 'pending_hash'],
    },
    person: { ids: ['user_id'], emails: ['email'] },
    erase: DELETE,
    export: false,
  },
  organization_invitations: {
    columns: {
      operational: [
        'id',
        'org_id',
        'role',
        'invited_by',
        'expires_at',
        'accepted_at',
        'accepted_by',
        'created_at',
      ],
      personal: ['email', 'invitee_id'],
      secret: ['token_hash'],
    },
    person: { ids: ['invitee_id'], emails: ['email'] },
    erase: DELETE,
  },
  organization_members: {
    columns: { operational: ['org_id', 'role', 'created_at'], personal: ['user_id'] },
    person: { ids: ['user_id'] },
    erase: DELETE,
  },
  organizations: {
    columns: {
      operational: [
        'id',
        'org_name',
        'org_type',
        'description',
        'website_url',
        'default_image_url',
        'org_address',
        'facility_services',
        'source_of_creation',
        'status',
        'is_free_hospital',
        'is_discount_enabled',
        'discount_percentage',
        'document_keys',
        'org_email_verified_at',
        'org_email_token_expires_at',
        'created_by',
        'created_at',
        'updated_at',
      ],
      personal: ['org_email'],
      secret: ['org_email_token_hash'],
    },
    erase: step(
      'sweepTraces',
      'a facility is its own; given their address as its contact, it stays without one',
    ),
  },
  otps: {
    columns: {
      operational: ['id', 'purpose', 'attempts', 'expires_at', 'consumed_at', 'created_at'],
      personal: ['user_id', 'target'],
      secret: ['code_hash'],
    },
    person: { ids: ['user_id'] },
    erase: DELETE,
    export: false,
  },
  patient_consents: {
    columns: {
      operational: ['id', 'scope', 'request_id', 'granted_at', 'withdrawn_at'],
      health: ['user_id', 'statement'],
    },
    person: { ids: ['user_id'] },
    erase: DELETE,
  },
  patient_registrations: {
    columns: {
      operational: ['id', 'created_at', 'updated_at'],
      health: [
        'user_id',
        'date_of_birth',
        'gender',
        'blood_group',
        'height_cm',
        'weight_kg',
        'address',
        'emergency_contact',
        'medical_history',
        'allergies',
        'current_medication',
        'insurance_provider',
        'insurance_number',
        'updated_by',
      ],
    },
    person: { ids: ['user_id'] },
    erase: step(
      'removeHealthData',
      "theirs goes; one they edited for a patient is the patient's and only forgets who edited it",
    ),
  },
  payment_accounts: {
    columns: {
      operational: ['id', 'country', 'is_default', 'created_at', 'updated_at'],
      money: ['user_id', 'account_holder_name', 'bank_name', 'account_number', 'ifsc_code', 'routing_number'],
    },
    person: { ids: ['user_id'] },
    erase: DELETE,
  },
  platform_settings: { columns: { operational: ['key', 'value', 'created_at'] } },
  podcast_categories: { columns: { operational: ['id', 'name', 'created_at'] } },
  podcast_episodes: {
    columns: {
      operational: [
        'id',
        'title',
        'description',
        'language',
        'category_id',
        'audio_file_key',
        'duration_seconds',
        'size_bytes',
        'mime_type',
        'status',
        'published_at',
        'uploaded_by',
        'request_id',
        'created_at',
        'updated_at',
      ],
    },
  },
  prescriptions: {
    columns: {
      operational: ['id', 'request_id', 'created_at'],
      health: ['patient_id', 'doctor_id', 'doctor', 'patient', 'medicines'],
    },
    person: { ids: ['patient_id', 'doctor_id'] },
    erase: step(
      'removeHealthData',
      "the patient's go; one they wrote as the doctor is the patient's record and keeps their name, not their e-mail",
    ),
  },
  processed_webhook_events: { columns: { operational: ['provider', 'event_id', 'type', 'processed_at'] } },
  public_request_counts: {
    columns: {
      operational: ['creator_type', 'request_type', 'region', 'source_of_creation', 'status', 'requests'],
    },
  },
  push_subscriptions: {
    columns: {
      operational: ['id', 'created_at'],
      personal: ['user_id', 'device'],
      secret: ['endpoint', 'p256dh', 'auth'],
    },
    person: { ids: ['user_id'] },
    erase: DELETE,
  },
  request_doctors: {
    columns: {
      operational: ['request_id', 'created_at', 'updated_at'],
      health: ['doctor_id', 'assigned_by', 'acceptance', 'accepted_at', 'access_ended_at', 'access_ended_by'],
    },
    person: { ids: ['doctor_id'] },
    erase: { by: 'keep', why: "the patient's record of who cared for them, pointing at the tombstone" },
  },
  request_reports: {
    columns: {
      operational: [
        'id',
        'request_id',
        'reason',
        'by_participant',
        'created_at',
        'resolution',
        'resolved_by',
        'resolved_at',
      ],
      personal: ['reporter_id'],
    },
    person: { ids: ['reporter_id'] },
    erase: DELETE,
  },
  sessions: {
    columns: {
      operational: ['id', 'expires_at', 'revoked_at', 'created_at'],
      personal: ['user_id', 'user_agent', 'ip'],
      secret: ['token_hash'],
    },
    person: { ids: ['user_id'] },
    erase: DELETE,
    export: false,
  },
  short_urls: {
    columns: { operational: ['id', 'url', 'represents_what', 'reference_id', 'created_by', 'created_at'] },
  },
  // A sign-up's cookie (hashed) and how many account checks it made: never the addresses it checked.
  signup_sessions: {
    columns: { operational: ['id', 'checks', 'expires_at', 'created_at'], secret: ['token_hash'] },
  },
  sms_outbox: {
    columns: {
      operational: ['id', 'status', 'error', 'provider_message_id', 'created_at', 'sent_at'],
      personal: ['to', 'text'],
    },
    erase: step('sweepTraces', 'texts to them or quoting them (their phone, address or name) go'),
  },
  uploaded_images: {
    columns: {
      operational: ['id', 'created_at'],
      health: ['user_id', 'file_key', 'resized_key', 'name', 'width', 'height'],
    },
    person: { ids: ['user_id'] },
    erase: DELETE,
  },
  user_identities: {
    columns: { operational: ['id', 'issuer', 'created_at'], personal: ['user_id', 'subject', 'email'] },
    person: { ids: ['user_id'] },
    erase: DELETE,
  },
  users: {
    columns: {
      operational: [
        'id',
        'roles',
        'is_tour_completed',
        'locale',
        'profile_verification_status',
        'source_of_signup',
        'suspended_at',
        'suspended_by',
        'erased_at',
        'created_at',
        'updated_at',
        'email_verified',
        'phone_verified',
      ],
      personal: [
        'username',
        'name',
        'email',
        'phone',
        'gender',
        'occupation',
        'address',
        'profile_image_url',
        'image_url',
        'referral_code',
        'referred_by',
        'summary',
        'linkedin_profile_url',
        'twitter_profile_url',
        'educational_qualification',
        'salutation',
        'years_of_experience',
        'languages',
        'details',
      ],
      secret: ['password_hash'],
    },
    person: { ids: ['id'] },
    erase: step(
      'tombstone',
      'the row stays for what points at it, named Deleted user and holding nothing personal',
    ),
  },
  verification_requests: {
    columns: {
      operational: ['id', 'kind', 'org_id', 'status', 'reviewer_id', 'submitted_at', 'decided_at'],
      personal: ['user_id', 'details', 'document_keys', 'reason'],
    },
    person: { ids: ['user_id'] },
    erase: step('removeAccountRows', "theirs go; a facility's submission is the facility's"),
  },
};
