import JSONValue

/// The findings a project has accepted for now (`kb-lsp lint --write-baseline FILE`), so
/// that `--baseline FILE` reports only new ones (README.md#kb-lsp-lint).
///
/// A finding is known by its file (relative to the repository, as SARIF names it) and its
/// fingerprint, SARIF's partial fingerprint (`Finding.fingerprint`), which leaves lines
/// out: a finding whose line moves still matches. Matching counts: a baseline entry hides
/// one finding, so of two identical findings against one entry, one is reported.
public struct Baseline: Sendable, Equatable {
    /// One accepted finding. `code` and `message` are for people reading the file;
    /// matching uses the path and the fingerprint (which covers the code).
    public struct Entry: Sendable, Hashable {
        public var path: String
        public var code: String
        public var fingerprint: String
        public var message: String

        public init(path: String, code: String, fingerprint: String, message: String) {
            self.path = path
            self.code = code
            self.fingerprint = fingerprint
            self.message = message
        }

        var key: Key { Key(path: path, fingerprint: fingerprint) }
    }

    struct Key: Hashable {
        var path: String
        var fingerprint: String
    }

    /// The version of the file's layout, written as `"version"`.
    public static let version: Int64 = 1

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// Every finding of the report, sorted by path, code and fingerprint, so that the
    /// file changes only where findings do.
    public init(_ report: LintReport, paths: ArtifactPaths) {
        self.init(sorting: report.files.flatMap { Self.entries(of: $0, paths: paths) })
    }

    /// The entries sorted by path, code and fingerprint.
    public init(sorting entries: [Entry]) {
        self.entries = entries.sorted { ($0.path, $0.code, $0.fingerprint) < ($1.path, $1.code, $1.fingerprint) }
    }

    /// The file's findings as entries, for a baseline written as the run goes.
    public static func entries(of file: LintedFile, paths: ArtifactPaths) -> [Entry] {
        let path = paths.repositoryPath(of: file)
        return file.findings.map {
            Entry(path: path, code: $0.code.rawValue, fingerprint: $0.fingerprint, message: $0.message)
        }
    }

    /// The report without the findings the baseline holds, each entry hiding at most one
    /// finding; `baselined` says how many were hidden.
    public func filtering(_ report: LintReport, paths: ArtifactPaths) -> LintReport {
        var filter = Filter(self, paths: paths)
        var filtered = report
        for index in filtered.files.indices {
            filtered.baselined += filter.remove(from: &filtered.files[index])
        }
        return filtered
    }

    /// Hides the baseline's findings file by file, as the run goes: each entry hides
    /// one finding at most, the first met in the report's order.
    public struct Filter: Sendable {
        private var remaining: [Key: Int] = [:]
        private let paths: ArtifactPaths

        public init(_ baseline: Baseline, paths: ArtifactPaths) {
            self.paths = paths
            for entry in baseline.entries { remaining[entry.key, default: 0] += 1 }
        }

        /// Removes the file's findings the baseline still holds; returns how many.
        public mutating func remove(from file: inout LintedFile) -> Int {
            let path = paths.repositoryPath(of: file)
            var hidden = 0
            file.findings.removeAll { finding in
                let key = Key(path: path, fingerprint: finding.fingerprint)
                guard let count = remaining[key], count > 0 else { return false }
                remaining[key] = count - 1
                hidden += 1
                return true
            }
            return hidden
        }
    }

    /// The file's JSON: `{"version": 1, "findings": [{"path", "code", "fingerprint", "message"}]}`.
    public var document: JSON {
        let findings = entries.map { entry -> JSON in
            ["path": .string(entry.path), "code": .string(entry.code),
             "fingerprint": .string(entry.fingerprint), "message": .string(entry.message)]
        }
        return ["version": .integer(Self.version), "findings": .array(findings)]
    }

    /// Reads a baseline file's bytes; the error says what is wrong, for people.
    public init(parsing bytes: [UInt8]) throws(BaselineError) {
        let root: JSON
        do throws(JSONError) {
            root = try JSONParser(maxDepth: 8).parse(bytes)
        } catch {
            throw BaselineError(reason: "not JSON: \(error)")
        }
        guard root.objectValue != nil else { throw BaselineError(reason: "expected an object with \"version\" and \"findings\"") }
        guard root["version"]?.integerValue == Self.version else {
            throw BaselineError(reason: "expected \"version\": \(Self.version)")
        }
        guard let findings = root["findings"]?.arrayValue else {
            throw BaselineError(reason: "expected \"findings\": an array")
        }
        var entries: [Entry] = []
        entries.reserveCapacity(findings.count)
        for (index, finding) in findings.enumerated() {
            guard let path = finding["path"]?.stringValue, let fingerprint = finding["fingerprint"]?.stringValue else {
                throw BaselineError(reason: "findings[\(index)]: expected strings \"path\" and \"fingerprint\"")
            }
            entries.append(Entry(path: path, code: finding["code"]?.stringValue ?? "",
                                 fingerprint: fingerprint, message: finding["message"]?.stringValue ?? ""))
        }
        self.entries = entries
    }
}

/// Why a baseline file cannot be used.
public struct BaselineError: Error, Sendable, Equatable, CustomStringConvertible {
    public var reason: String

    public init(reason: String) {
        self.reason = reason
    }

    public var description: String { reason }
}
