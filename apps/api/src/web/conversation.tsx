import type { ChatEvent } from "@intake/core/care";
import { LocalTime } from "./kit";

/** The conversation of an encounter: the clinician's view and the patient's (chat page). */
export function Conversation(props: { events: ChatEvent[]; viewer: "clinician" | "patient" }) {
  if (props.events.length === 0) return <p class="muted">No messages yet.</p>;
  return (
    <ol class="chat">
      {props.events.map((e) => {
        const who = e.author.clinician
          ? `${e.author.clinician.firstName} ${e.author.clinician.lastName}${e.author.clinician.credentials ? `, ${e.author.clinician.credentials}` : ""}`
          : e.isOwn
            ? props.viewer === "patient"
              ? "You"
              : "Patient"
            : "Service";
        return (
          <li class={`event ${e.isOwn ? "own" : "clinician"}`} data-event-id={e.eventId}>
            <p class="meta">
              <strong class="author">{who}</strong>
              {e.type === "question" ? <span class="badge badge-warn">Question</span> : null}
              {e.isOwn && e.source === "api" ? (
                <span class="badge api" title="Posted through the API (e.g. by an AI agent)">
                  API
                </span>
              ) : null}{" "}
              <span class="muted">
                <LocalTime value={e.createdAt} />
              </span>
            </p>
            <p class="message">{e.message}</p>
          </li>
        );
      })}
    </ol>
  );
}
