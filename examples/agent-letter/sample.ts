/** A hay-fever letter an agent drafted before asking about allergies and social history. */
export const SAMPLE_DRAFT = `# Chief Complaint
Sneezing, runny nose and itchy eyes. I think my hay fever is back.

# Age and Sex
29-year-old female

# History of Present Illness
For the past 3 weeks, since the trees started blooming, I have had daily sneezing fits, a clear runny nose, a blocked nose and itchy, watery eyes. It is worse outdoors and in the mornings. Over-the-counter loratadine helps a little but not enough, and the congestion is disturbing my sleep.

# Review of Systems
Positive for sneezing, congestion and itchy eyes. Negative for fever, facial pain, wheezing and cough.

# Past Medical History
Seasonal allergies since childhood. No asthma. No surgeries or hospital stays.

# Family History
Mother has seasonal allergies.

# Diagnosis
Allergic rhinitis (hay fever).

# Treatment Plan
A prescription nasal steroid spray such as fluticasone.
`;

/** What the patient says when the agent asks about each section. */
export const PATIENT_ANSWERS: Record<string, string> = {
  Allergies: "No known drug allergies.",
  "Social History": "Office worker. Never smoked. About 2 alcoholic drinks a week.",
};
