/// A line of the app's Swift or Objective-C code: where a finding's cause is (a related
/// location in JSON and SARIF), or where KB310 and KB311 are.
public struct CodePlace: Sendable, Hashable {
    /// The file's absolute path.
    public var path: String
    /// 1-based.
    public var line: Int

    public init(path: String, line: Int) {
        self.path = path
        self.line = line
    }
}
