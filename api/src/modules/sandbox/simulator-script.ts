/**
 * The customer simulator's browser script (served at /sandbox/assets/simulator.js): plain JS, no
 * build step. It only calls /sandbox/api and polls every 1.5 s for the shop's replies.
 */
export const SIMULATOR_SCRIPT = String.raw`'use strict';
(function () {
  var $ = function (id) { return document.getElementById(id); };
  var params = new URLSearchParams(location.search);
  var state = { account: params.get('account'), customer: params.get('customer'), data: null, replyTo: null, tab: 'dm', lastThread: '', lastCustomers: '', lastPosts: '' };
  // The page polls every 1.5 s: a part is rebuilt only when what it shows changed, so its pictures
  // are not loaded (nor a refused one logged) again on every poll (issue 47).
  function changed(key, value) {
    var json = JSON.stringify(value);
    if (state[key] === json) return false;
    state[key] = json;
    return true;
  }

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === 'text') node.textContent = attrs[k];
      else if (k.slice(0, 2) === 'on') node.addEventListener(k.slice(2), attrs[k]);
      else node.setAttribute(k, attrs[k]);
    });
    (children || []).forEach(function (c) { if (c) node.appendChild(c); });
    return node;
  }
  function status(text, bad) { var s = $('status'); s.textContent = text; s.className = 'status ' + (bad ? 'bad' : 'ok'); }
  function api(method, path, body) {
    return fetch('/sandbox/api' + path, {
      method: method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    }).then(function (res) {
      return res.json().then(function (json) {
        if (!res.ok) throw new Error(json.error_message || ('HTTP ' + res.status));
        return json.data;
      });
    });
  }
  function accountPath() { return '/accounts/' + encodeURIComponent(state.account); }
  function customerPath() { return accountPath() + '/customers/' + encodeURIComponent(state.customer); }
  function currentCustomer() {
    return state.data && state.data.customers.filter(function (c) { return c.id === state.customer; })[0];
  }
  function remember() {
    var q = new URLSearchParams();
    if (state.account) q.set('account', state.account);
    if (state.customer) q.set('customer', state.customer);
    history.replaceState(null, '', '?' + q.toString() + location.hash);
  }
  function act(promise, done) {
    return promise.then(function (r) { status(done); refresh(); return r; }, function (e) { status(e.message, true); });
  }

  function loadAccounts(select) {
    return api('GET', '/accounts').then(function (accounts) {
      var picker = $('account');
      picker.textContent = '';
      if (!accounts.length) picker.appendChild(el('option', { value: '', text: 'No sandbox account yet' }));
      accounts.forEach(function (a) {
        picker.appendChild(el('option', { value: a.ig_id, text: a.name + ' (@' + a.username + ')' }));
      });
      var wanted = select || state.account;
      // The shop's link names its own account: never fall back to another one (issue 47).
      var found = accounts.filter(function (a) { return a.ig_id === wanted || a.page_id === wanted; })[0] || (wanted ? null : accounts[0]);
      state.account = found ? found.ig_id : null;
      if (found) picker.value = found.ig_id;
      else if (wanted) {
        picker.insertBefore(el('option', { value: '', text: 'Account ' + wanted + ' not found' }), picker.firstChild);
        picker.value = '';
        status('No sandbox account ' + wanted + ' on this server: open the simulator from the shop’s inbox, or pick an account above.', true);
      }
      return refresh();
    });
  }

  function renderCustomers() {
    if (!changed('lastCustomers', [state.customer, state.data.customers])) return;
    var list = $('customers');
    list.textContent = '';
    state.data.customers.forEach(function (c) {
      list.appendChild(el('li', {}, [el('button', {
        type: 'button', 'aria-pressed': String(c.id === state.customer),
        onclick: function () { state.customer = c.id; state.replyTo = null; state.lastThread = ''; remember(); refresh(); },
      }, [el('img', { src: c.picture, alt: '' }), el('span', { text: c.name }, [el('small', { text: '@' + c.username + (c.blocked ? ' · blocked the shop' : '') })])])]));
    });
  }

  function renderPickers() {
    var image = $('image'), share = $('share');
    if (image.options.length) return;
    state.data.photos.concat(state.data.media.map(function (m) { return { name: m.image, label: m.caption.slice(0, 30) }; }))
      .forEach(function (p) { image.appendChild(el('option', { value: p.name, text: p.label || p.name })); });
    state.data.media.forEach(function (m) { share.appendChild(el('option', { value: m.id, text: m.caption.slice(0, 40) })); });
  }

  function renderThread(data) {
    var key = JSON.stringify(data.messages);
    if (key === state.lastThread) return;
    state.lastThread = key;
    var thread = $('thread');
    thread.textContent = '';
    if (!data.messages.length) thread.appendChild(el('p', { class: 'empty', text: 'No messages yet. Write to the shop below.' }));
    var byMid = {};
    data.messages.forEach(function (m) { byMid[m.mid] = m; });
    data.messages.forEach(function (m) {
      var mine = !m.from_shop;
      var children = [];
      if (m.reply_to && byMid[m.reply_to]) children.push(el('div', { class: 'quote', text: byMid[m.reply_to].text || 'attachment' }));
      m.attachments.forEach(function (a) {
        children.push(a.type === 'image' || a.type === 'share'
          ? el('img', { src: a.url, alt: a.type === 'share' ? 'Shared post' : 'Photo', onload: function () { thread.scrollTop = thread.scrollHeight; } })
          : el('a', { href: a.url, text: a.type }));
      });
      if (m.text) children.push(el('div', { text: m.text }));
      var meta = new Date(m.created_time.replace('+0000', 'Z')).toLocaleTimeString() + (m.num_edit ? ' · edited' : '') +
        (m.reaction ? ' · ' + m.reaction : '') + (m.from_shop ? ' · shop' + (m.tag ? ' (' + m.tag + ')' : '') + (m.read ? ' · seen' : '') : '');
      children.push(el('div', { class: 'meta', text: meta }));
      var tools = [el('button', { type: 'button', text: 'Reply', onclick: function () { state.replyTo = m; showReplying(); $('text').focus(); } }),
        el('button', { type: 'button', text: m.reaction ? 'Unreact' : '❤️', 'aria-label': m.reaction ? 'Remove reaction' : 'React with a heart',
          onclick: function () { act(api('POST', customerPath() + '/messages/' + encodeURIComponent(m.mid) + '/reaction', { emoji: m.reaction ? null : '❤️' }), 'Reaction sent'); } })];
      if (mine) {
        tools.push(el('button', { type: 'button', text: 'Edit', onclick: function () {
          var text = prompt('Edit the message', m.text || '');
          if (text) act(api('PUT', customerPath() + '/messages/' + encodeURIComponent(m.mid), { text: text }), 'Edit sent');
        } }));
        tools.push(el('button', { type: 'button', text: 'Unsend', onclick: function () {
          act(api('DELETE', customerPath() + '/messages/' + encodeURIComponent(m.mid)), 'Unsent');
        } }));
      }
      children.push(el('div', { class: 'tools' }, tools));
      thread.appendChild(el('div', { class: 'msg' + (mine ? ' mine' : '') }, children));
    });
    thread.scrollTop = thread.scrollHeight;
  }

  function showReplying() {
    var r = $('replying');
    r.hidden = !state.replyTo;
    r.textContent = '';
    if (state.replyTo) {
      r.appendChild(document.createTextNode('Replying to: ' + (state.replyTo.text || 'attachment').slice(0, 60) + ' '));
      r.appendChild(el('button', { type: 'button', text: 'Cancel reply', onclick: function () { state.replyTo = null; showReplying(); } }));
    }
  }

  function commentItem(c, media, withReplies) {
    var who = el('span', { class: 'who' + (c.from_shop ? ' shop' : ''), text: '@' + c.from.username + ' ' });
    var children = [who, document.createTextNode(c.text)];
    if (withReplies) {
      children.push(document.createTextNode(' '));
      children.push(el('button', { type: 'button', text: 'Reply', onclick: function () {
        var input = $('comment-' + media.id);
        input.dataset.parent = c.id;
        input.placeholder = 'Reply to @' + c.from.username + '…';
        input.focus();
      } }));
      if (c.replies.length) children.push(el('ul', {}, c.replies.map(function (r) { return commentItem(r, media, false); })));
    }
    return el('li', { id: 'comment-item-' + c.id }, children);
  }

  function renderPosts() {
    if (!changed('lastPosts', state.data.media)) return;
    var posts = $('posts');
    var focused = document.activeElement && document.activeElement.id;
    var drafts = {};
    posts.querySelectorAll('input').forEach(function (i) { drafts[i.id] = { value: i.value, parent: i.dataset.parent, placeholder: i.placeholder }; });
    posts.textContent = '';
    state.data.media.forEach(function (m) {
      var inputId = 'comment-' + m.id;
      var input = el('input', { id: inputId, placeholder: 'Add a comment…', maxlength: '1000' });
      if (drafts[inputId]) { input.value = drafts[inputId].value; if (drafts[inputId].parent) input.dataset.parent = drafts[inputId].parent; input.placeholder = drafts[inputId].placeholder; }
      var form = el('form', { onsubmit: function (e) {
        e.preventDefault();
        if (!state.customer || !input.value.trim()) return;
        var body = { media_id: m.id, text: input.value };
        if (input.dataset.parent) body.parent_id = input.dataset.parent;
        input.value = ''; delete input.dataset.parent; input.placeholder = 'Add a comment…';
        act(api('POST', customerPath() + '/comments', body), 'Comment sent');
      } }, [el('label', { class: 'sr-only', for: inputId, text: 'Comment on ' + m.caption.slice(0, 30) }), input, el('button', { type: 'submit', text: 'Post' })]);
      posts.appendChild(el('article', { class: 'post', id: 'media-' + m.id }, [
        el('img', { src: m.media_url, alt: m.caption }),
        el('div', { class: 'body' }, [el('div', { text: m.caption }), el('ul', {}, m.comments.map(function (c) { return commentItem(c, m, true); })), form]),
      ]));
    });
    if (focused && $(focused)) $(focused).focus();
  }

  function renderLog(deliveries) {
    var log = $('log');
    log.textContent = '';
    if (!deliveries.length) log.appendChild(el('li', { class: 'empty', text: 'Nothing sent yet' }));
    deliveries.slice(0, 30).forEach(function (d) {
      var cls = d.status === 'delivered' ? 'ok' : d.status === 'failed' ? 'bad' : 'wait';
      var what = d.status + ' · attempt ' + d.attempts + (d.last_status ? ' · HTTP ' + d.last_status : d.last_error ? ' · ' + d.last_error : '');
      log.appendChild(el('li', {}, [el('strong', { class: cls, text: '#' + d.id + ' ' + what }), el('code', { text: d.body })]));
    });
  }

  function refresh() {
    if (!state.account) { $('customers').textContent = ''; return Promise.resolve(); }
    return api('GET', accountPath()).then(function (data) {
      state.data = data;
      if (!currentCustomer()) { state.customer = data.customers[0] && data.customers[0].id; remember(); }
      renderCustomers();
      renderPickers();
      var c = currentCustomer();
      $('block').textContent = c && c.blocked ? 'Unblock the shop' : 'Block the shop';
      if (state.tab === 'posts') renderPosts();
      var thread = state.tab === 'dm' && c ? api('GET', customerPath() + '/messages?platform=' + $('platform').value).then(renderThread) : null;
      return Promise.all([thread, api('GET', '/deliveries').then(renderLog)]);
    }).catch(function (e) { status(e.message, true); });
  }

  function send(body) {
    if (!state.customer) return;
    body.platform = $('platform').value;
    if (state.replyTo) body.reply_to = state.replyTo.mid;
    state.replyTo = null; showReplying();
    return act(api('POST', customerPath() + '/messages', body), 'Sent as ' + currentCustomer().name);
  }

  $('composer').addEventListener('submit', function (e) {
    e.preventDefault();
    var text = $('text').value;
    if (!text.trim()) return;
    $('text').value = '';
    send({ text: text });
  });
  $('text').addEventListener('keydown', function (e) {
    if (e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); $('composer').requestSubmit(); }
  });
  $('send-image').addEventListener('click', function () { send({ image: $('image').value }); });
  $('send-share').addEventListener('click', function () { send({ share_media_id: $('share').value }); });
  $('platform').addEventListener('change', function () { state.lastThread = ''; refresh(); });
  $('block').addEventListener('click', function () {
    var c = currentCustomer();
    if (c) act(api('POST', customerPath() + '/block', { blocked: !c.blocked }), c.blocked ? 'Unblocked' : 'Blocked the shop');
  });
  $('read').addEventListener('click', function () { act(api('POST', customerPath() + '/read', { platform: $('platform').value }), 'Seen'); });
  $('account').addEventListener('change', function (e) { state.account = e.target.value; state.customer = null; state.lastThread = ''; state.lastCustomers = ''; state.lastPosts = ''; $('image').textContent = ''; $('share').textContent = ''; remember(); refresh(); });
  $('new-account').addEventListener('click', function () {
    var name = prompt('Name of the new sandbox account (a Facebook Page with an Instagram account)');
    if (name === null) return;
    api('POST', '/accounts', { name: name }).then(function (a) { $('image').textContent = ''; $('share').textContent = ''; return loadAccounts(a.ig_id); }).catch(function (e) { status(e.message, true); });
  });
  $('expire').addEventListener('click', function () {
    act(api('POST', accountPath() + '/expire-tokens'), 'Tokens expired: the next Graph call of the shop answers OAuthException 190');
  });
  $('time-travel').addEventListener('click', function () {
    act(api('POST', accountPath() + '/time-travel', { hours: 25 }), 'This account is now 25 hours older: the 24-hour window has closed');
  });
  ['dm', 'posts'].forEach(function (tab) {
    $('tab-' + tab).addEventListener('click', function () {
      state.tab = tab;
      state.lastPosts = '';
      ['dm', 'posts'].forEach(function (t) { $('tab-' + t).setAttribute('aria-selected', String(t === tab)); $('pane-' + t).hidden = t !== tab; });
      refresh();
    });
  });
  if (location.hash.indexOf('#media-') === 0) $('tab-posts').click();
  loadAccounts().then(function () { setInterval(refresh, 1500); });
})();
`;
