/// A project's keyboard code as one lint run or one server refresh read it: the code base
/// and what it says for the whole app. Immutable once made, shared between threads;
/// compared by identity (an analyzer with another reading of the code is another analyzer).
public final class ProjectCode: Sendable, Hashable {
    /// The project's root (code.md: the repository).
    public let root: String
    public let base: CodeBase
    /// Where the code enables IQKeyboardManager, if it does.
    public let iqKeyboardManager: IQKeyboardManagerSwitch?

    public init(root: String, base: CodeBase) {
        self.root = root
        self.base = base
        iqKeyboardManager = IQKeyboardManagerSwitch.find(in: base)
    }

    public static func == (lhs: ProjectCode, rhs: ProjectCode) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `path` as the findings name it: relative to the project's root.
    public func displayName(of path: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
