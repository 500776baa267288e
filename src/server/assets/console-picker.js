// The console's people pickers as comboboxes (console/tables/picker-field.ts): typing in a
// picker's box asks /admin/<table>/choices/?q= and lists what it finds under the box (the
// ARIA 1.2 combobox pattern: arrows move, Enter or a click chooses, Escape closes). The
// chosen id goes in the hidden field the form sends. Without this script the box's "Find"
// button opens the search page, which returns to the form with the choice.
'use strict';
(function () {
  function enhance(box) {
    var input = box.querySelector('[role="combobox"]');
    var list = box.querySelector('[role="listbox"]');
    var id = box.querySelector('input.picked-id');
    var text = box.querySelector('input.picked-text');
    var said = box.querySelector('.picked');
    var timer;
    var asked = 0;
    var active = -1;
    var found = [];

    function options() {
      return list.querySelectorAll('[role="option"][data-id]');
    }
    function close() {
      list.hidden = true;
      input.setAttribute('aria-expanded', 'false');
      input.removeAttribute('aria-activedescendant');
      active = -1;
    }
    function mark(i) {
      var all = options();
      if (!all.length) return;
      active = (i + all.length) % all.length;
      for (var k = 0; k < all.length; k++) all[k].setAttribute('aria-selected', k === active ? 'true' : 'false');
      input.setAttribute('aria-activedescendant', all[active].id);
      all[active].scrollIntoView({ block: 'nearest' });
    }
    function choose(i) {
      var r = found[i];
      if (!r) return;
      id.value = String(r.id);
      text.value = r.text;
      input.value = r.text;
      said.textContent = 'Chosen: ' + r.text + '.';
      close();
    }
    function show(results) {
      found = results;
      list.textContent = '';
      results.forEach(function (r, i) {
        var li = document.createElement('li');
        li.id = list.id + '_' + i;
        li.setAttribute('role', 'option');
        li.setAttribute('aria-selected', 'false');
        li.setAttribute('data-id', String(r.id));
        li.textContent = r.text;
        // Keeps the focus in the box: a click chooses without a blur closing the list first.
        li.addEventListener('mousedown', function (e) {
          e.preventDefault();
        });
        li.addEventListener('click', function () {
          choose(i);
        });
        list.appendChild(li);
      });
      if (!results.length) {
        var none = document.createElement('li');
        none.setAttribute('role', 'option');
        none.setAttribute('aria-disabled', 'true');
        none.setAttribute('aria-selected', 'false');
        none.id = list.id + '_none';
        none.textContent = 'No match';
        list.appendChild(none);
      }
      list.hidden = false;
      input.setAttribute('aria-expanded', 'true');
      active = -1;
    }
    function search() {
      var q = input.value.trim();
      var n = ++asked;
      if (!q) {
        close();
        return;
      }
      fetch(box.getAttribute('data-choices') + '?q=' + encodeURIComponent(q), {
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      })
        .then(function (res) {
          return res.ok ? res.json() : undefined;
        })
        .then(function (data) {
          // Only the answer to the last question asked counts.
          if (data && n === asked && document.activeElement === input) show(data.results);
        })
        .catch(function () {});
    }
    input.addEventListener('input', function () {
      id.value = '';
      text.value = '';
      said.textContent = 'None chosen.';
      clearTimeout(timer);
      timer = setTimeout(search, 150);
    });
    input.addEventListener('keydown', function (e) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        if (list.hidden) search();
        else mark(active + (e.key === 'ArrowDown' ? 1 : -1));
      } else if (e.key === 'Enter' && !list.hidden) {
        // Enter chooses (the first when none is marked) rather than sending the form.
        e.preventDefault();
        choose(active >= 0 ? active : 0);
      } else if (e.key === 'Escape' && !list.hidden) {
        e.preventDefault();
        close();
      }
    });
    input.addEventListener('blur', close);
  }
  var boxes = document.querySelectorAll('.picker[data-choices]');
  for (var i = 0; i < boxes.length; i++) enhance(boxes[i]);
})();
