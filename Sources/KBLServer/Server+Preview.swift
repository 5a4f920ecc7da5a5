import JSONValue
import KeyboardAnalysis
import LSP
import PlainText
import Platform
import Rendering

/// The pictures of screens in the editor: the "Preview" code lens's command, which writes
/// the screen's SVG to a private temporary folder and asks the client to show it, and a
/// command that answers the SVG itself (for an extension that draws it in its own view).
enum PreviewCommand: String, CaseIterable {
    /// `[documentURI, screenName]` → writes the picture, asks for `window/showDocument`,
    /// answers `{"uri": pictureURI}`.
    case preview = "kb-lsp.previewScreen"
    /// `[documentURI, screenName]` → answers `{"svg": text}`.
    case render = "kb-lsp.renderScreen"
}

extension Server {
    func executeCommand(_ request: ExecuteCommandRequest) throws(ResponseError) -> JSON {
        guard let command = PreviewCommand(rawValue: request.command) else {
            throw .invalidParams("unknown command '\(request.command)'; kb-lsp runs \(PreviewCommand.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard request.arguments.count == 2, let uri = request.arguments[0].stringValue,
              let name = request.arguments[1].stringValue else {
            throw .invalidParams("'\(command.rawValue)' takes two strings: a document URI and a screen name")
        }
        let svg = try picture(ofScreen: name, in: uri)
        switch command {
        case .render:
            return ["svg": .string(svg)]
        case .preview:
            let path = try writePicture(svg, ofScreen: name, in: uri)
            let pictureURI = FileURI.uri(forPath: path)
            if capabilities.supportsShowDocument {
                let show = ShowDocumentRequest(uri: pictureURI, external: previewsOpenExternally, takeFocus: false)
                pendingMessages.append(show.message(id: nextServerRequestID()))
            } else {
                pendingMessages.append(ShowMessageNotification(.info, "kb-lsp: the picture of '\(name)' is \(path)").message)
            }
            return ["uri": .string(pictureURI)]
        }
    }

    /// The SVG of one screen of an open document, both orientations side by side.
    func picture(ofScreen name: String, in uri: String) throws(ResponseError) -> String {
        let document = try document(uri)
        if document.format == .interfaceBuilder {
            let reports = interfaceBuilderSnapshot(of: document).analysis.screens.filter { $0.name == name }
            guard !reports.isEmpty else { throw .invalidParams("no screen '\(name)' analysed in \(uri)") }
            let devices = reports.map(\.device.name).joined(separator: ", ")
            return SVGRenderer.document(reports.map { ScreenPicture($0) }, title: "\(name) on \(devices)")
        }
        let snapshot = snapshot(of: document)
        guard let screen = snapshot.analysis.screens.first(where: { $0.name == name }) else {
            let declared = snapshot.parsed.file.screens.contains { $0.name?.text == name }
            throw .invalidParams(declared ? "screen '\(name)' has errors: fix them to see its picture"
                                          : "no screen '\(name)' in \(uri)")
        }
        return Self.svg(of: screen)
    }

    /// A screen in every orientation it analyses, as `kb-lsp render` draws it.
    static func svg(of screen: ScreenReport) -> String {
        SVGRenderer.document([ScreenPicture(screen)], title: "\(screen.name) on \(screen.device.name)")
    }

    /// A field's hover picture: its screen as a `data:` URI, for clients that show images
    /// in hovers (they say so with the initialization option `hoverPictures`).
    func hoverPicture(of screen: ScreenReport) -> String? {
        guard hoverPictures else { return nil }
        return "![\(screen.name) with the keyboard up](data:image/svg+xml;base64,\(Base64.encoded(Array(Self.svg(of: screen).utf8))))"
    }

    /// Writes a picture into the server's private folder, one file per document and
    /// screen, rewritten on each preview. The folder is made on first use (mkdtemp, mode
    /// 0700) and again whenever it is gone or no longer this user's own and private (a
    /// cleaner of the temporary directory removed it, and someone else made one of that
    /// name). A picture is a new file renamed over the old one: a link planted in its
    /// place is replaced, never written through.
    private func writePicture(_ svg: String, ofScreen name: String, in uri: String) throws(ResponseError) -> String {
        do throws(FileSystem.Failure) {
            let directory: String
            if let existing = previewDirectory, FileSystem.isPrivateDirectory(existing) {
                directory = existing
            } else {
                if let lost = previewDirectory {
                    log("the preview folder \(Paths.printable(lost)) is gone or no longer private; using a new one")
                    previewFiles.removeAll()
                }
                directory = try FileSystem.makeTemporaryDirectory(prefix: "kb-lsp-previews")
                previewDirectory = directory
            }
            let path = directory + "/" + previewFileName(ofScreen: name, in: uri)
            try FileSystem.writeNewFile(path, Array(svg.utf8))
            previewFiles.insert(path)
            return path
        } catch {
            throw ResponseError(.requestFailed, "cannot write the picture: \(error.message)")
        }
    }

    /// The most UTF-8 bytes kept of a document's file name and of a screen's name in a
    /// picture's file name: with the number and `.svg`, far under the 255 bytes a file
    /// name may have.
    static let previewNameBytes = 100

    /// `DOCUMENT-SCREEN.svg`, with a number after DOCUMENT when two open documents share a
    /// file name; only letters, digits, `-`, `_` and `.` are kept.
    func previewFileName(ofScreen name: String, in uri: String) -> String {
        if previewPrefixes[uri] == nil {
            let base = (FileURI.path(of: uri) ?? uri).split(separator: "/").last.map(String.init) ?? "untitled"
            let stem = Self.safeFileName(base.hasSuffix(".kbl") ? String(base.dropLast(4)) : base)
            var prefix = stem
            if previewPrefixesTaken.contains(prefix) {
                var number = previewNextNumber[stem, default: 2]
                repeat {
                    prefix = stem + "-\(number)"
                    number += 1
                } while previewPrefixesTaken.contains(prefix)
                previewNextNumber[stem] = number
            }
            previewPrefixesTaken.insert(prefix)
            previewPrefixes[uri] = prefix
        }
        return "\(previewPrefixes[uri] ?? "untitled")-\(Self.safeFileName(name)).svg"
    }

    /// `text` with every character but letters, digits, `-`, `_` and `.` made `_`, cut to
    /// `previewNameBytes` bytes (whole characters), never starting with `.`.
    static func safeFileName(_ text: String) -> String {
        var name = ""
        var bytes = 0
        for scalar in text.unicodeScalars {
            let kept = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar)
                ? scalar : "_"
            bytes += UTF8.width(kept)
            guard bytes <= previewNameBytes else { break }
            name.unicodeScalars.append(kept)
        }
        return name.isEmpty || name.hasPrefix(".") ? "_" + name : name
    }

    /// Removes the pictures written and their folder (at `shutdown` and at the end of
    /// input); a folder that is no longer this user's private one is left alone.
    func removePreviews() {
        guard let previewDirectory, FileSystem.isPrivateDirectory(previewDirectory) else {
            previewFiles.removeAll()
            previewDirectory = nil
            return
        }
        for path in previewFiles { FileSystem.remove(path) }
        previewFiles.removeAll()
        FileSystem.remove(previewDirectory)
        self.previewDirectory = nil
    }
}
