// Loads editors/vscode/extension.js with stand-ins for the `vscode` and
// `vscode-languageclient/node` modules, drives it through scenarios and prints what it
// did as JSON on stdout. test_vscode_extension.py asserts on that record.
//
//   node extension_harness.js EXTENSION_JS WORKSPACE_FOLDER
//
// HOME and PATH come from the caller (a temporary home with ~/bin/kb-lsp, a PATH with a
// fake kb-lsp), so `~` and PATH lookups resolve to files the test made.
'use strict';

const Module = require('module');
const path = require('path');

const [extensionPath, workspaceFolder] = process.argv.slice(2);
const STUB_PREFIX = '\0kbl-test-stub:';
const stubs = {};

const originalResolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  if (request === 'vscode' || request === 'vscode-languageclient/node') {
    return STUB_PREFIX + request;
  }
  return originalResolve.call(this, request, parent, ...rest);
};

function installStub(name, exports) {
  const id = STUB_PREFIX + name;
  const mod = new Module(id);
  mod.filename = id;
  mod.loaded = true;
  mod.exports = exports;
  require.cache[id] = mod;
  stubs[name] = exports;
}

function makeWorld(settings, options = {}) {
  const log = {
    clients: [],
    errors: [],
    watchers: [],
    commands: [],
    executed: [],
    channels: [],
    configListeners: 0,
  };
  log.panels = [];
  log.requests = [];
  log.infos = [];
  const configListeners = [];
  const textListeners = [];
  const commandHandlers = {};
  const disposable = (what) => ({ dispose() { log[`disposed:${what}`] = true; } });

  const vscode = {
    workspace: {
      workspaceFolders: [{ uri: { fsPath: workspaceFolder, scheme: 'file' }, name: 'ws', index: 0 }],
      getConfiguration(section) {
        return {
          get(key, fallback) {
            const full = section ? `${section}.${key}` : key;
            return Object.prototype.hasOwnProperty.call(settings, full) ? settings[full] : fallback;
          },
        };
      },
      createFileSystemWatcher(glob) {
        const watcher = { glob, ...disposable(`watcher ${glob}`) };
        log.watchers.push(glob);
        return watcher;
      },
      onDidChangeTextDocument(listener) {
        textListeners.push(listener);
        return disposable('text listener');
      },
      onDidChangeConfiguration(listener) {
        configListeners.push(listener);
        log.configListeners += 1;
        return disposable('configuration listener');
      },
    },
    window: {
      createOutputChannel(name, opts) {
        const lines = [];
        const channel = {
          name,
          log: !!(opts && opts.log),
          lines,
          append(s) { lines.push(s); },
          appendLine(s) { lines.push(s); },
          trace(s) { lines.push(s); },
          debug(s) { lines.push(s); },
          info(s) { lines.push(s); },
          warn(s) { lines.push(s); },
          error(s) { lines.push(String(s)); },
          show() {},
          hide() {},
          clear() {},
          dispose() {},
        };
        log.channels.push({ name, log: channel.log });
        return channel;
      },
      showErrorMessage(message, ...items) {
        log.errors.push({ message, items });
        return Promise.resolve(options.errorChoice);
      },
      showWarningMessage() { return Promise.resolve(undefined); },
      showInformationMessage(message) { log.infos.push(message); return Promise.resolve(undefined); },
      createWebviewPanel(viewType, title, showOptions, panelOptions) {
        const record = { viewType, title, showOptions, panelOptions, html: '', htmls: [], reveals: [], disposed: false };
        const disposeListeners = [];
        const panel = {
          webview: {
            get html() { return record.html; },
            set html(value) { record.html = value; record.htmls.push(value); },
          },
          reveal(column, preserveFocus) { record.reveals.push([column, preserveFocus]); },
          onDidDispose(listener) { disposeListeners.push(listener); return disposable('panel listener'); },
          dispose() { record.disposed = true; for (const listener of disposeListeners) listener(); },
        };
        log.panels.push(record);
        world.panels.push(panel);
        return panel;
      },
    },
    commands: {
      registerCommand(id, handler) {
        commandHandlers[id] = handler;
        log.commands.push(id);
        return disposable(`command ${id}`);
      },
      executeCommand(id, ...args) {
        log.executed.push({ id, args });
        return Promise.resolve(undefined);
      },
    },
    Uri: { file: (p) => ({ fsPath: p, scheme: 'file' }) },
    ViewColumn: { Active: -1, Beside: -2, One: 1 },
  };

  const TransportKind = { stdio: 0, ipc: 1, pipe: 2, socket: 3 };
  class LanguageClient {
    constructor(id, name, serverOptions, clientOptions) {
      this.record = {
        id,
        name,
        serverOptions: JSON.parse(JSON.stringify(serverOptions)),
        documentSelector: clientOptions.documentSelector,
        fileEventsGlob: clientOptions.synchronize && clientOptions.synchronize.fileEvents
          ? clientOptions.synchronize.fileEvents.glob : null,
        outputChannel: clientOptions.outputChannel ? clientOptions.outputChannel.name : null,
        starts: 0,
        stops: 0,
        running: false,
      };
      this.options = clientOptions;
      this.record.initializationOptions = clientOptions.initializationOptions || null;
      world.clients.push(this);
      log.clients.push(this.record);
    }
    start() {
      this.record.starts += 1;
      const command = this.record.serverOptions.run.command;
      if (options.failStart && command.includes(options.failStart)) {
        return Promise.reject(new Error(`Launching server using command ${command} failed.`));
      }
      this.record.running = true;
      return Promise.resolve();
    }
    stop() {
      if (!this.record.running) {
        // like vscode-languageclient 9: a client that is not running cannot be stopped
        return Promise.reject(new Error('Client is not running and can\'t be stopped.'));
      }
      this.record.stops += 1;
      this.record.running = false;
      return Promise.resolve();
    }
    dispose() { return this.stop(); }
    isRunning() { return this.record.running; }
    sendRequest(method, params) {
      log.requests.push({ method, params: JSON.parse(JSON.stringify(params)) });
      return world.answer(method, params);
    }
  }

  installStub('vscode', vscode);
  installStub('vscode-languageclient/node', { LanguageClient, TransportKind });

  const world = {
    log,
    settings,
    panels: [],
    clients: [],
    answer: () => Promise.resolve(null),
    async changeText(uri) {
      for (const listener of textListeners) {
        listener({ document: { uri: { toString: () => uri } }, contentChanges: [] });
      }
      await settle();
    },
    TransportKind,
    context: { subscriptions: [], extensionPath: path.dirname(extensionPath) },
    async changeSetting(key, value) {
      settings[key] = value;
      const event = {
        affectsConfiguration(section) {
          return key === section || key.startsWith(`${section}.`);
        },
      };
      for (const listener of configListeners) {
        listener(event);
      }
      await settle();
    },
    async runCommand(id, ...args) {
      const result = commandHandlers[id](...args);
      await settle();
      return result;
    },
    load() {
      delete require.cache[require.resolve(extensionPath)];
      return require(extensionPath);
    },
  };
  return world;
}

async function settle() {
  for (let i = 0; i < 50; i += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function snapshot(world) {
  return JSON.parse(JSON.stringify({
    log: world.log,
    subscriptions: world.context.subscriptions.length,
    transportStdio: world.TransportKind.stdio,
  }));
}

async function main() {
  const results = {};

  // 1. start from a `~` path, restart on a change of kbl.server.path (not on other
  //    settings), restart by command, stop on deactivate.
  {
    const world = makeWorld({ 'kbl.server.path': '~/bin/kb-lsp', 'kbl.trace.server': 'off' });
    const ext = world.load();
    const activated = ext.activate(world.context);
    await activated;
    await settle();
    results.activated = snapshot(world);
    await world.changeSetting('kbl.trace.server', 'verbose');
    results.afterTraceChange = snapshot(world);
    await world.changeSetting('kbl.server.path', '${workspaceFolder}/.build/release/kb-lsp');
    results.afterPathChange = snapshot(world);
    await world.runCommand('kbl.restartServer');
    results.afterRestartCommand = snapshot(world);
    const deactivated = ext.deactivate();
    results.deactivateReturnsPromise = !!deactivated && typeof deactivated.then === 'function';
    await deactivated;
    results.deactivated = snapshot(world);
  }

  // 2. the default `kb-lsp`, found on PATH, is passed on as a bare name.
  {
    const world = makeWorld({});
    const ext = world.load();
    await ext.activate(world.context);
    await settle();
    results.defaultPath = snapshot(world);
    await ext.deactivate();
  }

  // 3. a path that does not exist: a clear error, no client started.
  {
    const world = makeWorld({ 'kbl.server.path': '/nonexistent/dir/kb-lsp' }, { errorChoice: 'Open Settings' });
    const ext = world.load();
    await ext.activate(world.context);
    await settle();
    results.missingBinary = snapshot(world);
    await ext.deactivate();
    results.missingBinaryDeactivated = snapshot(world);
  }

  // 4. a name not on PATH.
  {
    const world = makeWorld({ 'kbl.server.path': 'kb-lsp-not-installed' });
    const ext = world.load();
    await ext.activate(world.context);
    await settle();
    results.notOnPath = snapshot(world);
  }

  // 5. the binary exists but the client cannot start it.
  {
    const world = makeWorld({ 'kbl.server.path': '~/bin/kb-lsp' }, { failStart: '/bin/kb-lsp' });
    const ext = world.load();
    await ext.activate(world.context);
    await settle();
    results.startFails = snapshot(world);
    let threw = null;
    try {
      await ext.deactivate();
    } catch (error) {
      threw = String(error);
    }
    results.startFailsDeactivateError = threw;
  }

  // 7. previews: the server's Preview lenses open our panel beside the editor, drawn from
  //    kb-lsp.renderScreen and drawn again once typing pauses after an edit.
  {
    const world = makeWorld({ 'kbl.server.path': '~/bin/kb-lsp' });
    const ext = world.load();
    await ext.activate(world.context);
    await settle();
    const [client] = world.clients;
    const record = {};
    record.initializationOptions = client.record.initializationOptions;
    record.lenses = await client.options.middleware.provideCodeLenses({}, {}, async () => [
      { range: 1, command: { title: '2 fields covered', command: 'kb-lsp.showScreen' } },
      { range: 1, command: { title: 'Preview', command: 'kb-lsp.previewScreen', arguments: ['file:///w/a.kbl', 'Login'] } },
    ]);
    let svg = '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg">first</svg>\n';
    let failure = null;
    world.answer = (method, params) => failure ? Promise.reject(new Error(failure)) : Promise.resolve({ svg });
    await world.runCommand('kbl.showPreview', 'file:///w/a.kbl', 'Login');
    record.afterShow = JSON.parse(JSON.stringify(world.log.panels));
    svg = '<svg xmlns="http://www.w3.org/2000/svg">second</svg>';
    await world.changeText('file:///w/other.kbl');
    await new Promise((resolve) => setTimeout(resolve, ext.PREVIEW_DELAY_MS + 100));
    record.requestsAfterOtherEdit = world.log.requests.length;
    await world.changeText('file:///w/a.kbl');
    await world.changeText('file:///w/a.kbl');
    await new Promise((resolve) => setTimeout(resolve, ext.PREVIEW_DELAY_MS + 100));
    await settle();
    record.requestsAfterTwoEdits = world.log.requests.length;
    record.htmlAfterEdits = world.log.panels[0].html;
    await world.runCommand('kbl.showPreview', 'file:///w/a.kbl', 'Login');
    record.panelsAfterSecondShow = world.log.panels.length;
    record.reveals = world.log.panels[0].reveals;
    failure = "screen 'Login' has errors: fix <them> to see its picture";
    await world.changeText('file:///w/a.kbl');
    await new Promise((resolve) => setTimeout(resolve, ext.PREVIEW_DELAY_MS + 100));
    await settle();
    record.htmlAfterFailure = world.log.panels[0].html;
    world.panels[0].dispose();
    const before = world.log.requests.length;
    await world.changeText('file:///w/a.kbl');
    await new Promise((resolve) => setTimeout(resolve, ext.PREVIEW_DELAY_MS + 100));
    record.requestsAfterDispose = world.log.requests.length - before;
    await world.runCommand('kbl.showPreview');
    record.infos = world.log.infos;
    record.requests = world.log.requests;
    results.preview = record;
    await ext.deactivate();
  }

  process.stdout.write(JSON.stringify(results));
}

main().catch((error) => {
  process.stderr.write(`${error && error.stack ? error.stack : error}\n`);
  process.exit(1);
});
