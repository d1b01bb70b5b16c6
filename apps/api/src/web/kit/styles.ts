/**
 * The design system's tokens and components as one stylesheet (served once, cached for a year
 * under a content hash: kit/assets.ts). Tokens are CSS custom properties; components are plain
 * classes (`.card`, `.btn`, `.field`, `.stepper`, `.notice`, `.table-stack` ...) so a page is
 * markup only. System font stack, AA contrast, visible focus rings, no horizontal overflow on a
 * 390 px phone (long words and code wrap inside their box).
 */
export const KIT_CSS = `
:root{
  --font-sans:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;
  --font-mono:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;
  --c-bg:#f6f8fa;--c-surface:#fff;--c-text:#1a2233;--c-muted:#526071;--c-border:#dfe4ea;--c-border-strong:#b8c2cc;
  --c-brand:#0b6b63;--c-brand-hover:#09564f;--c-brand-soft:#e6f3f1;--c-on-brand:#fff;
  --c-link:#0a5db8;--c-focus:#2f6fed;
  --c-danger:#b42318;--c-danger-soft:#fef3f2;--c-danger-border:#f5c2bd;
  --c-warn:#8a4b00;--c-warn-soft:#fff7e6;--c-warn-border:#f4d19b;
  --c-ok:#0d6b3a;--c-ok-soft:#ecf8f1;--c-ok-border:#b6e2c8;
  --c-info-soft:#eef4fd;--c-info-border:#c6d9f6;
  --fs-xs:.8125rem;--fs-sm:.875rem;--fs-md:1rem;--fs-lg:1.125rem;--fs-xl:1.375rem;--fs-2xl:1.75rem;
  --sp-1:.25rem;--sp-2:.5rem;--sp-3:.75rem;--sp-4:1rem;--sp-5:1.5rem;--sp-6:2rem;--sp-7:3rem;
  --radius:10px;--radius-lg:14px;--shadow:0 1px 2px rgba(16,24,40,.06),0 1px 3px rgba(16,24,40,.08);
  --w-narrow:34rem;--w-main:46rem;--w-wide:72rem;
}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:var(--font-sans);font-size:var(--fs-md);line-height:1.55;color:var(--c-text);background:var(--c-bg);overflow-wrap:anywhere}
a{color:var(--c-link);text-underline-offset:.15em}
a:hover{text-decoration-thickness:2px}
:focus-visible{outline:3px solid var(--c-focus);outline-offset:2px;border-radius:4px}
h1,h2,h3{line-height:1.25;margin:0 0 var(--sp-3)}
h1{font-size:var(--fs-2xl);letter-spacing:-.01em}h2{font-size:var(--fs-xl)}h3{font-size:var(--fs-lg)}
p{margin:0 0 var(--sp-4)}
code,pre,kbd{font-family:var(--font-mono);font-size:.9em}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f1f4f7;border:1px solid var(--c-border);border-radius:8px;padding:var(--sp-3);max-width:100%;overflow-x:auto}
img,svg{max-width:100%}
.skip{position:absolute;left:-999px;top:0;background:var(--c-surface);padding:var(--sp-2) var(--sp-3);z-index:10}.skip:focus{left:var(--sp-3)}
.visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.muted{color:var(--c-muted)}.small{font-size:var(--fs-sm)}
/* header */
.site-header{background:var(--c-surface);border-bottom:1px solid var(--c-border)}
.site-header .bar{max-width:var(--w-wide);margin:0 auto;padding:var(--sp-3) var(--sp-4);display:flex;align-items:center;gap:var(--sp-4);flex-wrap:wrap}
.brand{display:flex;align-items:center;gap:var(--sp-2);font-weight:700;color:var(--c-text);text-decoration:none;font-size:var(--fs-lg);margin-right:auto}
.brand svg{width:28px;height:28px}
.site-nav{display:flex;align-items:center;gap:var(--sp-1) var(--sp-3);flex-wrap:wrap;font-size:var(--fs-sm)}
.site-nav a{color:var(--c-text);text-decoration:none;padding:var(--sp-1) var(--sp-2);border-radius:6px}
.site-nav a:hover{background:var(--c-bg)}.site-nav a[aria-current=page]{background:var(--c-brand-soft);color:var(--c-brand)}
.who{display:flex;align-items:center;gap:var(--sp-2);font-size:var(--fs-sm);color:var(--c-muted)}
.who form{margin:0}
/* layout */
.main{max-width:var(--w-main);margin:0 auto;padding:var(--sp-6) var(--sp-4) var(--sp-7)}
.main.narrow{max-width:var(--w-narrow)}.main.wide{max-width:var(--w-wide)}
.site-footer{border-top:1px solid var(--c-border);color:var(--c-muted);font-size:var(--fs-sm)}
.site-footer .bar{max-width:var(--w-wide);margin:0 auto;padding:var(--sp-4)}
.lead{font-size:var(--fs-lg);color:var(--c-muted);margin-bottom:var(--sp-5)}
.split{display:grid;gap:var(--sp-5)}
@media (min-width:900px){.split{grid-template-columns:minmax(0,1fr) 20rem;align-items:start}.split>aside{position:sticky;top:var(--sp-4)}}
.stack>*+*{margin-top:var(--sp-4)}
.split>*>:last-child,.grid-2>.card{margin-bottom:0}
.grid-2{margin-bottom:var(--sp-4)}
@media (max-width:899px){.split>aside.first-on-phone{order:-1}}
/* card */
.card{background:var(--c-surface);border:1px solid var(--c-border);border-radius:var(--radius-lg);box-shadow:var(--shadow);padding:var(--sp-5);margin-bottom:var(--sp-4)}
.card>:last-child{margin-bottom:0}
.card-title{display:flex;align-items:center;justify-content:space-between;gap:var(--sp-3);margin-bottom:var(--sp-3)}
.card-title h2,.card-title h3{margin:0}
@media (max-width:600px){.card{padding:var(--sp-4)}.main{padding-top:var(--sp-5)}}
/* buttons */
.btn,button{font:inherit;font-weight:600;display:inline-flex;align-items:center;justify-content:center;gap:var(--sp-2);min-height:44px;padding:.55rem 1.1rem;border-radius:8px;border:1px solid var(--c-border-strong);background:var(--c-surface);color:var(--c-text);cursor:pointer;text-decoration:none;line-height:1.2}
.btn:hover,button:hover{background:#f0f3f6}
.btn-primary,button.btn-primary{background:var(--c-brand);border-color:var(--c-brand);color:var(--c-on-brand)}
.btn-primary:hover,button.btn-primary:hover{background:var(--c-brand-hover)}
.btn-danger,button.btn-danger{background:var(--c-danger);border-color:var(--c-danger);color:#fff}
.btn-link,button.btn-link{background:none;border:none;color:var(--c-link);padding:0;min-height:0;font-weight:500;text-decoration:underline}
.btn-small,button.btn-small{min-height:36px;padding:.35rem .8rem;font-size:var(--fs-sm)}
.btn-block{width:100%}
.actions{display:flex;flex-wrap:wrap;gap:var(--sp-3);align-items:center;margin-top:var(--sp-4)}
/* forms */
form{margin:0}
.field{margin-bottom:var(--sp-4)}
.field>label,.label{display:block;font-weight:600;margin-bottom:var(--sp-1)}
.hint{display:block;color:var(--c-muted);font-size:var(--fs-sm);margin-bottom:var(--sp-1)}
input[type=text],input[type=email],input[type=url],input[type=search],input[type=tel],input[type=date],input[type=number],input[type=password],input:not([type]),select,textarea{font:inherit;width:100%;max-width:100%;min-height:44px;padding:.55rem .7rem;border:1px solid var(--c-border-strong);border-radius:8px;background:var(--c-surface);color:var(--c-text)}
textarea{min-height:6rem;line-height:1.5;resize:vertical}
input:focus,select:focus,textarea:focus{border-color:var(--c-focus)}
.field-error{color:var(--c-danger);font-size:var(--fs-sm);font-weight:600;margin:var(--sp-1) 0 0}
.field.invalid input,.field.invalid select,.field.invalid textarea{border-color:var(--c-danger);background:var(--c-danger-soft)}
.row{display:grid;gap:0 var(--sp-3)}
@media (min-width:560px){.row-2{grid-template-columns:1fr 1fr}.row-3{grid-template-columns:1fr 1fr 1fr}}
fieldset{border:none;padding:0;margin:0 0 var(--sp-4)}legend{font-weight:600;margin-bottom:var(--sp-2);padding:0}
.choice{display:flex;gap:var(--sp-3);align-items:flex-start;border:1px solid var(--c-border);border-radius:var(--radius);padding:var(--sp-3);margin-bottom:var(--sp-2);cursor:pointer;background:var(--c-surface)}
.choice:has(input:checked){border-color:var(--c-brand);background:var(--c-brand-soft)}
.choice input{margin-top:.3rem;width:1.1rem;height:1.1rem;flex:none}
.check,.field>label.check{display:flex;gap:var(--sp-3);align-items:flex-start;font-weight:400}
.check input{margin-top:.3rem;width:1.1rem;height:1.1rem;flex:none}
.counter{font-size:var(--fs-sm);color:var(--c-muted);text-align:right;margin-top:var(--sp-1)}
/* notices */
.notice{border:1px solid var(--c-info-border);background:var(--c-info-soft);border-radius:var(--radius);padding:var(--sp-3) var(--sp-4);margin-bottom:var(--sp-4)}
.notice>:last-child{margin-bottom:0}.notice h2,.notice h3{font-size:var(--fs-md);margin-bottom:var(--sp-1)}
.notice-success{background:var(--c-ok-soft);border-color:var(--c-ok-border)}
.notice-warning{background:var(--c-warn-soft);border-color:var(--c-warn-border)}
.notice-error{background:var(--c-danger-soft);border-color:var(--c-danger-border)}
.notice-emergency{background:var(--c-danger);border-color:var(--c-danger);color:#fff}
.notice-emergency a{color:#fff}
.error{color:var(--c-danger)}
.met{color:var(--c-ok)}.missing{color:var(--c-danger)}
/* badges */
.badge{display:inline-block;font-size:var(--fs-xs);font-weight:600;padding:.15rem .55rem;border-radius:999px;background:#eef1f4;color:var(--c-text);white-space:nowrap}
.badge-ok{background:var(--c-ok-soft);color:var(--c-ok)}.badge-warn{background:var(--c-warn-soft);color:var(--c-warn)}.badge-danger{background:var(--c-danger-soft);color:var(--c-danger)}.badge-brand{background:var(--c-brand-soft);color:var(--c-brand)}
/* checklist */
.checklist{list-style:none;padding:0;margin:0 0 var(--sp-4)}
.checklist li{display:flex;gap:var(--sp-2);align-items:flex-start;padding:var(--sp-1) 0}
.checklist .ico{flex:none;width:1.25rem;height:1.25rem;border-radius:50%;display:inline-flex;align-items:center;justify-content:center;font-size:.75rem;font-weight:700;margin-top:.15rem}
.checklist .ok .ico{background:var(--c-ok-soft);color:var(--c-ok)}.checklist .no .ico{background:var(--c-danger-soft);color:var(--c-danger)}
/* stepper */
.stepper{list-style:none;margin:0;padding:0;counter-reset:step}
.step{background:var(--c-surface);border:1px solid var(--c-border);border-radius:var(--radius-lg);margin-bottom:var(--sp-3);box-shadow:var(--shadow)}
.step-head{display:flex;align-items:center;gap:var(--sp-3);padding:var(--sp-4) var(--sp-5)}
.step-num{flex:none;width:1.75rem;height:1.75rem;border-radius:50%;display:inline-flex;align-items:center;justify-content:center;font-size:var(--fs-sm);font-weight:700;background:#eef1f4;color:var(--c-muted)}
.step-title{font-size:var(--fs-lg);margin:0;flex:1}
.step-summary{color:var(--c-muted);font-size:var(--fs-sm)}
.step.done .step-num{background:var(--c-ok-soft);color:var(--c-ok)}
.step.current{border-color:var(--c-brand)}.step.current .step-num{background:var(--c-brand);color:#fff}
.step.todo .step-title{color:var(--c-muted)}
.step-body{padding:0 var(--sp-5) var(--sp-5)}
@media (max-width:600px){.step-head{padding:var(--sp-3) var(--sp-4)}.step-body{padding:0 var(--sp-4) var(--sp-4)}}
/* summary / price */
.summary dl,dl.facts{display:grid;grid-template-columns:auto 1fr;gap:var(--sp-1) var(--sp-4);margin:0 0 var(--sp-3)}
dl.facts dt{color:var(--c-muted)}dl.facts dd{margin:0}
.price-lines{width:100%;border-collapse:collapse;margin-bottom:var(--sp-3)}
.price-lines td{padding:var(--sp-1) 0;vertical-align:top}.price-lines td:last-child{text-align:right;white-space:nowrap;padding-left:var(--sp-3)}
.price-lines tr.total td{border-top:1px solid var(--c-border);padding-top:var(--sp-2);font-weight:700;font-size:var(--fs-lg)}
.tester-note{margin:var(--sp-3) 0 var(--sp-4);padding:var(--sp-2) var(--sp-3);border:1px dashed var(--c-border-strong);border-radius:8px;font-size:var(--fs-sm)}.tester-note summary{cursor:pointer;color:var(--c-muted)}
.meta-label{font-size:var(--fs-sm);font-weight:600;color:var(--c-muted);margin-bottom:var(--sp-1)}.nowrap{white-space:nowrap}
@media (min-width:600px){.money-last td:last-child,.money-last th:last-child{text-align:right}}
input[type=file]{font:inherit;width:100%;max-width:100%;padding:var(--sp-2);border:1px dashed var(--c-border-strong);border-radius:8px;background:var(--c-bg)}
input[type=file]::file-selector-button{font:inherit;font-weight:600;min-height:40px;margin-right:var(--sp-3);padding:.4rem .9rem;border-radius:6px;border:1px solid var(--c-border-strong);background:var(--c-surface);color:var(--c-text);cursor:pointer}
.row-card{grid-template-columns:1fr 1fr 1fr}
@media (max-width:480px){.row-card{grid-template-columns:1fr 1fr}}
.price-total{text-align:right;font-size:var(--fs-lg);margin-top:var(--sp-3)}
/* tables that stack on phones */
.table-wrap{max-width:100%;overflow-x:auto}
table.table{width:100%;border-collapse:collapse;font-size:var(--fs-sm)}
table.table th,table.table td{text-align:left;padding:var(--sp-2) var(--sp-3);border-bottom:1px solid var(--c-border);vertical-align:top}
table.table th{color:var(--c-muted);font-weight:600}
@media (max-width:640px){
  table.table-stack thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
  table.table-stack,table.table-stack tbody,table.table-stack tr,table.table-stack td,table.table-stack th{display:block;width:100%}
  table.table-stack tr{border:1px solid var(--c-border);border-radius:var(--radius);margin-bottom:var(--sp-3);padding:var(--sp-2) var(--sp-3);background:var(--c-surface)}
  table.table-stack td,table.table-stack tbody th{border:none;padding:var(--sp-1) 0;display:grid;grid-template-columns:8rem 1fr;gap:var(--sp-2)}
  table.table-stack td::before,table.table-stack tbody th::before{content:attr(data-label);color:var(--c-muted);font-weight:600}
}
/* confirm dialog (details works without JS) */
details.confirm{display:inline-block}
details.confirm>summary{list-style:none;cursor:pointer}details.confirm>summary::-webkit-details-marker{display:none}
details.confirm[open]>.confirm-panel{margin-top:var(--sp-2);border:1px solid var(--c-danger-border);background:var(--c-danger-soft);border-radius:var(--radius);padding:var(--sp-3)}
dialog.confirm-dialog{border:none;border-radius:var(--radius-lg);padding:var(--sp-5);max-width:min(28rem,calc(100vw - 2rem));box-shadow:0 10px 40px rgba(0,0,0,.2)}
dialog.confirm-dialog::backdrop{background:rgba(16,24,40,.45)}
/* outcome card */
.outcome{border-left:4px solid var(--c-brand)}
.outcome .rx{border:1px solid var(--c-border);border-radius:var(--radius);padding:var(--sp-3);margin-top:var(--sp-3)}
.outcome .rx h3{margin:0 0 var(--sp-2)}.outcome .rx dl{margin:0}
/* hero */
.hero{padding:var(--sp-5) 0 var(--sp-4)}.hero h1{font-size:2rem}
@media (max-width:600px){.hero h1{font-size:1.6rem}}
.grid-2{display:grid;gap:var(--sp-4)}@media (min-width:720px){.grid-2{grid-template-columns:1fr 1fr}}
`;
