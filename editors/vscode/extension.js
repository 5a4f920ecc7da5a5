// KBL (kb-lsp) for VS Code: starts `kb-lsp --stdio` for .kbl files, storyboards and xibs through
// vscode-languageclient. Plain CommonJS, no build step.
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

const CLIENT_ID = 'kbl'; // also makes vscode-languageclient read `kbl.trace.server`
const CLIENT_NAME = 'KBL (kb-lsp)';
const SETTING = 'kbl.server.path';
const DEFAULT_SERVER = 'kb-lsp';

// The server's commands for pictures of screens (kb-lsp's executeCommandProvider), and
// ours, which shows one in a panel beside the editor instead of a file outside it.
const SERVER_PREVIEW = 'kb-lsp.previewScreen';
const SERVER_RENDER = 'kb-lsp.renderScreen';
const PREVIEW_COMMAND = 'kbl.showPreview';
// How long typing pauses before an open preview is drawn again.
const PREVIEW_DELAY_MS = 250;

/** @type {LanguageClient | undefined} */
let client;
/**
 * The open previews by `URI#screen`: their panel, document and screen, and the timer of
 * a pending redraw.
 * @type {Map<string, {panel: vscode.WebviewPanel, uri: string, screen: string, timer?: NodeJS.Timeout}>}
 */
const previews = new Map();
/** @type {vscode.LogOutputChannel | undefined} */
let outputChannel;
/** @type {vscode.FileSystemWatcher | undefined} */
let configWatcher;
// Starts, stops and restarts run one after the other, never interleaved.
let queue = Promise.resolve();

function enqueue(task) {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

function firstWorkspaceFolder() {
  const folders = vscode.workspace.workspaceFolders;
  return folders && folders.length > 0 ? folders[0].uri.fsPath : undefined;
}

/**
 * The configured server path with `~`, `${userHome}` and `${workspaceFolder}` expanded.
 * A relative path with a directory part is taken from the first workspace folder; a bare
 * name (the default `kb-lsp`) is looked up on PATH when the process starts.
 */
function resolveServerPath(raw) {
  let value = typeof raw === 'string' ? raw.trim() : '';
  if (value === '') {
    value = DEFAULT_SERVER;
  }
  const home = os.homedir();
  if (value === '~') {
    value = home;
  } else if (value.startsWith('~/') || value.startsWith('~\\')) {
    value = path.join(home, value.slice(2));
  }
  value = value.replace(/\$\{userHome\}/g, home);
  const folder = firstWorkspaceFolder();
  if (folder !== undefined) {
    value = value.replace(/\$\{workspaceFolder\}/g, folder);
    if (!path.isAbsolute(value) && /[\\/]/.test(value)) {
      value = path.join(folder, value);
    }
  }
  return value;
}

/** Why `command` cannot be run, or undefined when it looks runnable. */
function problemWith(command) {
  if (command.includes('${')) {
    return 'it contains a variable that cannot be expanded here (is a folder open?)';
  }
  const isExecutableFile = (file) => {
    try {
      if (!fs.statSync(file).isFile()) {
        return false;
      }
      if (process.platform !== 'win32') {
        fs.accessSync(file, fs.constants.X_OK);
      }
      return true;
    } catch (_) {
      return false;
    }
  };
  if (path.isAbsolute(command) || /[\\/]/.test(command)) {
    if (!fs.existsSync(command)) {
      return 'no such file';
    }
    return isExecutableFile(command) ? undefined : 'it is not an executable file';
  }
  const extensions = process.platform === 'win32'
    ? ['', ...(process.env.PATHEXT || '.EXE;.CMD;.BAT;.COM').split(';')]
    : [''];
  for (const dir of (process.env.PATH || '').split(path.delimiter)) {
    if (!dir) {
      continue;
    }
    for (const ext of extensions) {
      if (isExecutableFile(path.join(dir, command + ext))) {
        return undefined;
      }
    }
  }
  return 'it was not found on PATH';
}

function showStartError(command, reason) {
  const message = `KBL: cannot start the language server "${command}": ${reason}. ` +
    `Install kb-lsp on your PATH, or set "${SETTING}" to the kb-lsp binary ` +
    '(for example the .build/release/kb-lsp that `make` builds).';
  if (outputChannel) {
    outputChannel.error(message);
  }
  const openSettings = 'Open Settings';
  const showOutput = 'Show Output';
  return vscode.window.showErrorMessage(message, openSettings, showOutput).then((choice) => {
    if (choice === openSettings) {
      return vscode.commands.executeCommand('workbench.action.openSettings', SETTING);
    }
    if (choice === showOutput && outputChannel) {
      outputChannel.show(true);
    }
    return undefined;
  }, () => undefined);
}

function createClient(command) {
  const executable = { command, args: ['--stdio'], transport: TransportKind.stdio };
  /** @type {import('vscode-languageclient/node').ServerOptions} */
  const serverOptions = { run: executable, debug: executable };
  /** @type {import('vscode-languageclient/node').LanguageClientOptions} */
  const clientOptions = {
    // KBL by its language; storyboards and xibs by their file names, whatever language
    // VS Code gives them (its XML one), so other XML files are left alone. An untitled
    // document has no name to tell an Interface Builder document by.
    documentSelector: [
      { scheme: 'file', language: 'kbl' },
      { scheme: 'untitled', language: 'kbl' },
      { scheme: 'file', pattern: '**/*.storyboard' },
      { scheme: 'file', pattern: '**/*.xib' },
    ],
    synchronize: { fileEvents: configWatcher },
    outputChannel,
    // VS Code shows Markdown images in hovers: a field's hover then carries its screen.
    initializationOptions: { hoverPictures: true },
    middleware: {
      // The server's "Preview" lenses open our panel rather than a file outside the editor.
      async provideCodeLenses(document, token, next) {
        return previewLensesInPanels(await next(document, token));
      },
    },
  };
  return new LanguageClient(CLIENT_ID, CLIENT_NAME, serverOptions, clientOptions);
}

async function startClient() {
  const raw = vscode.workspace.getConfiguration('kbl').get('server.path', DEFAULT_SERVER);
  const command = resolveServerPath(raw);
  const problem = problemWith(command);
  if (problem !== undefined) {
    void showStartError(command, problem);
    return;
  }
  outputChannel.info(`starting ${command} --stdio`);
  const candidate = createClient(command);
  client = candidate;
  try {
    await candidate.start();
  } catch (error) {
    const reason = (error && error.message ? error.message : String(error)).replace(/\.+$/, '');
    void showStartError(command, reason);
  }
}

async function stopClient() {
  const current = client;
  client = undefined;
  if (current === undefined) {
    return;
  }
  try {
    // stop() throws for a client whose start failed; there is nothing to stop then.
    if (typeof current.isRunning !== 'function' || current.isRunning()) {
      await current.stop();
    }
  } catch (error) {
    if (outputChannel) {
      outputChannel.warn(`stopping the server: ${error && error.message ? error.message : error}`);
    }
  }
}

function restartClient() {
  return enqueue(async () => {
    await stopClient();
    await startClient();
  });
}

/** The lenses with each server "Preview" command turned into ours, same arguments. */
function previewLensesInPanels(lenses) {
  for (const lens of lenses || []) {
    if (lens && lens.command && lens.command.command === SERVER_PREVIEW) {
      lens.command = { title: lens.command.title, command: PREVIEW_COMMAND, arguments: lens.command.arguments };
    }
  }
  return lenses;
}

function escapeHtml(text) {
  return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The panel's page: the server's SVG inline, or why there is none; no scripts. */
function previewHtml(screen, svg, problem) {
  const body = svg !== undefined
    ? svg.replace(/^<\?xml[^>]*>\s*/, '')
    : `<p class="problem">${escapeHtml(problem)}</p>`;
  return '<!DOCTYPE html>\n<html><head><meta charset="utf-8">' +
    '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; style-src \'unsafe-inline\'; img-src data:">' +
    `<title>${escapeHtml(screen)}</title>` +
    '<style>body{margin:8px;background:var(--vscode-editor-background);color:var(--vscode-editor-foreground)}' +
    'svg{max-width:100%;height:auto}.problem{font-family:var(--vscode-font-family)}</style>' +
    `</head><body>${body}</body></html>`;
}

/** Draws a preview again from the server's current analysis of the document. */
async function drawPreview(entry) {
  if (client === undefined) {
    entry.panel.webview.html = previewHtml(entry.screen, undefined, 'The KBL language server is not running.');
    return;
  }
  try {
    const answer = await client.sendRequest('workspace/executeCommand', {
      command: SERVER_RENDER, arguments: [entry.uri, entry.screen],
    });
    entry.panel.webview.html = previewHtml(entry.screen, answer && answer.svg);
  } catch (error) {
    entry.panel.webview.html = previewHtml(entry.screen, undefined, error && error.message ? error.message : String(error));
  }
}

/** Shows a screen's picture in a panel beside the editor (one panel per screen). */
async function showPreview(uri, screen) {
  if (typeof uri !== 'string' || typeof screen !== 'string') {
    void vscode.window.showInformationMessage('KBL: use the "Preview" lens above a screen to see its picture.');
    return;
  }
  const key = `${uri}#${screen}`;
  let entry = previews.get(key);
  if (entry !== undefined) {
    entry.panel.reveal(vscode.ViewColumn.Beside, true);
  } else {
    const panel = vscode.window.createWebviewPanel('kblPreview', `Preview: ${screen}`,
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true }, { enableScripts: false });
    entry = { panel, uri, screen };
    previews.set(key, entry);
    panel.onDidDispose(() => {
      clearTimeout(entry.timer);
      previews.delete(key);
    });
  }
  await drawPreview(entry);
}

/** After an edit, the previews of that document are drawn again once typing pauses. */
function schedulePreviews(event) {
  const uri = event.document.uri.toString();
  for (const entry of previews.values()) {
    if (entry.uri !== uri) {
      continue;
    }
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => { void drawPreview(entry); }, PREVIEW_DELAY_MS);
  }
}

/** @param {vscode.ExtensionContext} context */
function activate(context) {
  outputChannel = vscode.window.createOutputChannel(CLIENT_NAME, { log: true });
  configWatcher = vscode.workspace.createFileSystemWatcher('**/.kblint.json');
  context.subscriptions.push(
    outputChannel,
    configWatcher,
    vscode.commands.registerCommand('kbl.restartServer', () => restartClient()),
    vscode.commands.registerCommand(PREVIEW_COMMAND, (uri, screen) => showPreview(uri, screen)),
    vscode.workspace.onDidChangeTextDocument(schedulePreviews),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration(SETTING)) {
        void restartClient();
      }
    }),
  );
  return enqueue(startClient);
}

function deactivate() {
  return enqueue(stopClient);
}

module.exports = { activate, deactivate, resolveServerPath, previewLensesInPanels, PREVIEW_DELAY_MS };
