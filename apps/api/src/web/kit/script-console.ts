/**
 * Live refresh of a page region (the chat): an element `[data-live]` is re-read from the same
 * page every `data-live` seconds while the tab is visible, and replaced when it changed. The
 * page's forms are left alone (a draft is never lost). Without JavaScript the page offers a
 * refresh link.
 */
export const CONSOLE_JS = `(function(){
"use strict";
function live(){var el=document.querySelector("[data-live]");if(!el||!window.fetch||!window.DOMParser)return;
var every=Math.max(5,+el.getAttribute("data-live")||10)*1000;
function tick(){if(document.hidden){return setTimeout(tick,every);}
fetch(location.href,{credentials:"same-origin",headers:{"X-Live-Refresh":"1"}}).then(function(r){return r.ok?r.text():null;}).then(function(t){
if(t){var doc=new DOMParser().parseFromString(t,"text/html");var next=doc.getElementById(el.id);
if(next&&next.innerHTML!==el.innerHTML){el.innerHTML=next.innerHTML;el.querySelectorAll("time[datetime]").forEach(function(x){
var d=new Date(x.getAttribute("datetime"));if(!isNaN(d)){var o=x.dataset.format==="date"?{dateStyle:"medium"}:{dateStyle:"medium",timeStyle:"short"};try{x.textContent=new Intl.DateTimeFormat(undefined,o).format(d);}catch(e){}}});}}
setTimeout(tick,every);}).catch(function(){setTimeout(tick,every*2);});}
setTimeout(tick,every);}
if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",live);else live();
})();`;
