/**
 * Styles of the signed-in surfaces (account home, chat, clinician console, developer
 * dashboard), appended to the kit stylesheet: calm, dense where people work, stacked on phones.
 */
export const CONSOLE_CSS = `
.page-head{margin-bottom:var(--sp-4)}.page-head h1{margin-bottom:var(--sp-1)}
.subnav{display:flex;flex-wrap:wrap;gap:var(--sp-1) var(--sp-4);font-size:var(--fs-sm);margin-top:var(--sp-3)}
.row-actions{display:inline-flex;flex-wrap:wrap;gap:var(--sp-2) var(--sp-3);align-items:center}
.danger-link{color:var(--c-danger)}
.inline-form{display:flex;flex-wrap:wrap;gap:var(--sp-3);align-items:flex-end;margin-bottom:var(--sp-4)}
.inline-form .field{margin:0;max-width:12rem}
.field-button{display:flex;align-items:flex-end}
.card h3{margin-top:var(--sp-5)}.card .card-title+h3,.card>h3:first-child{margin-top:0}
.request-list{list-style:none;margin:0;padding:0}
.request{border-top:1px solid var(--c-border);padding:var(--sp-4) 0}.request:first-child{border-top:none;padding-top:0}
.request-head{display:flex;justify-content:space-between;align-items:flex-start;gap:var(--sp-3);flex-wrap:wrap}
.request-head h3{margin:0;font-size:var(--fs-md)}
.request p{margin:var(--sp-2) 0 0}.request .actions{margin-top:var(--sp-3)}
.request-preview{font-size:var(--fs-sm)}
/* chat */
.chat{list-style:none;margin:0 0 var(--sp-4);padding:0;display:flex;flex-direction:column;gap:var(--sp-3)}
.chat .event{max-width:85%;border:1px solid var(--c-border);border-radius:var(--radius-lg);padding:var(--sp-3) var(--sp-4);background:var(--c-surface)}
.chat .event.own{align-self:flex-end;background:var(--c-brand-soft);border-color:#cde6e2}
.chat .meta{font-size:var(--fs-sm);margin:0 0 var(--sp-1);display:flex;flex-wrap:wrap;gap:var(--sp-1) var(--sp-2);align-items:center}
.chat .message{white-space:pre-wrap;margin:0}
@media (max-width:600px){.chat .event{max-width:100%}}
.chat-bar{display:flex;justify-content:space-between;align-items:center;gap:var(--sp-3);flex-wrap:wrap;margin-bottom:var(--sp-3)}.chat-bar>h1{margin:0}
/* clinician console */
.back-row{display:flex;justify-content:space-between;gap:var(--sp-3);flex-wrap:wrap}
@media (min-width:1000px){.jump-actions{display:none}}
.review-grid{display:grid;gap:var(--sp-4)}
@media (min-width:1000px){.review-grid{grid-template-columns:minmax(0,1fr) 24rem;align-items:start}.review-grid>.review-side{position:sticky;top:var(--sp-4);max-height:calc(100vh - 2rem);overflow-y:auto}}
.facts-bar{display:flex;flex-wrap:wrap;gap:var(--sp-2) var(--sp-5);font-size:var(--fs-sm)}
.facts-bar div{display:flex;flex-direction:column}.facts-bar dt{color:var(--c-muted);font-size:var(--fs-xs);text-transform:uppercase;letter-spacing:.04em}.facts-bar dd{margin:0;font-weight:600}
.md{font-size:1rem;line-height:1.65}.md h3{font-size:var(--fs-lg);margin:var(--sp-5) 0 var(--sp-2)}.md h3:first-child{margin-top:0}
.md h4,.md h5,.md h6{font-size:var(--fs-md);margin:var(--sp-4) 0 var(--sp-2)}
.md ul,.md ol{padding-left:1.4rem;margin:0 0 var(--sp-3)}.md blockquote{margin:0 0 var(--sp-3);padding-left:var(--sp-3);border-left:3px solid var(--c-border);color:var(--c-muted)}
.md table{border-collapse:collapse;font-size:var(--fs-sm);margin-bottom:var(--sp-3)}.md th,.md td{border:1px solid var(--c-border);padding:var(--sp-1) var(--sp-2);text-align:left}
.md-table{overflow-x:auto;max-width:100%}
.criteria{columns:2;column-gap:var(--sp-4);font-size:var(--fs-sm)}
@media (max-width:600px){.criteria{columns:1}}
.action-panel details{border-top:1px solid var(--c-border);padding:var(--sp-3) 0}
.action-panel details:first-of-type{border-top:none;padding-top:0}
.action-panel summary{cursor:pointer;font-weight:600}
.action-panel form{margin-top:var(--sp-3)}
.action-panel textarea{min-height:6rem}
.thumbs{display:flex;flex-wrap:wrap;gap:var(--sp-3);list-style:none;padding:0;margin:0}
.thumbs img{width:8rem;height:8rem;object-fit:cover;border-radius:8px;border:1px solid var(--c-border)}
/* developer */
.log-row pre{max-height:16rem;overflow:auto;margin:var(--sp-2) 0 0;font-size:var(--fs-xs)}
.log-row summary{cursor:pointer}
.log-row details+details,.log-row .error+details{margin-top:var(--sp-1)}
@media (min-width:641px){table.table-log{table-layout:fixed}table.table-log th:first-child{width:10rem}table.table-log th:last-child{width:9rem}}
.btn-group{display:flex;flex-wrap:wrap;gap:var(--sp-2)}
/* API reference (/docs) */
.ref-grid{display:grid;gap:var(--sp-5)}
@media (min-width:1000px){.ref-grid{grid-template-columns:14rem minmax(0,1fr);align-items:start}}
.ref-nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:var(--sp-1) var(--sp-4)}
@media (min-width:1000px){.ref-nav ul{display:block}.ref-nav li{padding:var(--sp-1) 0}.ref-nav{position:sticky;top:var(--sp-4)}}
.ref-group{margin-top:var(--sp-6)}.to-sections{margin:var(--sp-2) 0 0}
@media (min-width:1000px){.to-sections{display:none}}
.ref-op{border-top:1px solid var(--c-border);padding:var(--sp-3) 0}
.ref-op-title{font-size:var(--fs-md);margin:0;display:flex;gap:var(--sp-2);align-items:baseline;flex-wrap:wrap}
.ref-path{font-size:var(--fs-sm);overflow-wrap:anywhere}
.ref-summary{margin:var(--sp-1) 0}
.ref-op details>summary{cursor:pointer;font-size:var(--fs-sm)}
.ref-op h4{margin:var(--sp-3) 0 var(--sp-1);font-size:var(--fs-sm)}
.schema{margin:0;padding-left:var(--sp-4);font-size:var(--fs-sm)}.schema li{margin:var(--sp-1) 0}
.schema .type{color:var(--c-muted);font-family:var(--font-mono);font-size:var(--fs-xs)}.schema .req{color:var(--c-danger);font-size:var(--fs-xs)}
/* tables: headers and buttons never break inside a word; long codes and URLs still wrap */
.table th{white-space:nowrap}.table td{overflow-wrap:break-word}.table td code{overflow-wrap:anywhere}
.table .btn,.table button,.table summary.btn{white-space:nowrap}
@media (max-width:640px){.table-stack .btn,.table-stack button,.table-stack summary.btn{white-space:normal;text-align:left}.table-stack td>*{min-width:0;max-width:100%}}
`;
