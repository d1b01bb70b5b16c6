/**
 * The kit's only script (progressive enhancement; every page works without it):
 * - `<time datetime>` shown in the reader's own time zone (the server writes a UTC fallback);
 * - `form[data-confirm]` asks in a modal dialog before it is sent (without JS the page offers a
 *   confirm step of its own, e.g. `<details class="confirm">`);
 * - `textarea[data-count]` shows a live character count (a line break counts once, as the
 *   server counts it).
 */
export const KIT_JS = `(function(){
"use strict";
function fmt(el){var d=new Date(el.getAttribute("datetime"));if(isNaN(d))return;
var o=el.dataset.format==="date"?{dateStyle:"medium"}:{dateStyle:"medium",timeStyle:"short"};
try{el.textContent=new Intl.DateTimeFormat(undefined,o).format(d);el.title=d.toString();}catch(e){}}
function counters(){document.querySelectorAll("textarea[data-count]").forEach(function(t){
var out=document.getElementById(t.dataset.count);if(!out)return;var min=+t.dataset.min||0,max=+t.dataset.max||0;
function upd(){var n=t.value.replace(/\\r\\n/g,"\\n").length;var s=n.toLocaleString()+" characters";
if(min&&n<min)s+=" \\u2014 "+(min-n).toLocaleString()+" more needed";else if(max&&n>max)s+=" \\u2014 "+(n-max).toLocaleString()+" too many";
out.textContent=s;}t.addEventListener("input",upd);upd();});}
function confirms(){document.querySelectorAll("form[data-confirm]").forEach(function(f){
f.addEventListener("submit",function(ev){if(f.dataset.confirmed)return;ev.preventDefault();
var d=document.createElement("dialog");d.className="confirm-dialog";d.setAttribute("aria-labelledby","confirm-title");
var h=document.createElement("h2");h.id="confirm-title";h.textContent=f.dataset.confirm;d.appendChild(h);
if(f.dataset.confirmDetail){var p=document.createElement("p");p.textContent=f.dataset.confirmDetail;d.appendChild(p);}
var a=document.createElement("div");a.className="actions";var no=document.createElement("button");no.type="button";no.textContent="Keep it";
var yes=document.createElement("button");yes.type="button";yes.className="btn-danger";yes.textContent=f.dataset.confirmYes||"Yes, continue";
a.appendChild(yes);a.appendChild(no);d.appendChild(a);document.body.appendChild(d);
no.onclick=function(){d.close();d.remove();};yes.onclick=function(){f.dataset.confirmed="1";d.close();d.remove();
if(f.requestSubmit)f.requestSubmit(ev.submitter||undefined);else f.submit();};d.showModal();no.focus();});});}
function init(){document.querySelectorAll("time[datetime]").forEach(fmt);counters();confirms();}
if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",init);else init();
})();`;
