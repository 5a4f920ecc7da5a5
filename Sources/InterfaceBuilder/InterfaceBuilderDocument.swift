import PlainText

/// An Interface Builder document (`.storyboard` or `.xib`), read: every element, the
/// screens (section 2) with their views (section 4), the constraints, outlets and segues.
///
/// Reading fails only for what is not an iOS Interface Builder document at all (section
/// 1); what is wrong inside one is a `ReadProblem`, and the rest is read.
public struct InterfaceBuilderDocument: Sendable {
    /// A storyboard or a xib.
    public enum Kind: String, Sendable {
        case storyboard, xib
    }

    public var kind: Kind
    /// `toolsVersion` as a number up to its second `.` (`32700.99.1234` is 32700.99); 0 if
    /// absent.
    public var toolsVersion: Double
    /// `<device id>`; else the part of the default `<simulatedScreenMetrics key="destination"
    /// type>` before its first `.`; nil when neither names one.
    public var deviceID: String?
    /// `<device orientation>`, `portrait` when absent.
    public var orientation: String
    public var usesSafeAreas: Bool
    public var usesAutolayout: Bool
    public var usesTraitCollections: Bool
    /// `launchScreen="YES"`: such a document has no screens.
    public var isLaunchScreen: Bool
    /// An iPad-only document: `targetRuntime="iOS.CocoaTouch.iPad"` (or an `.iPad.XIB` type),
    /// as Xcode wrote them for an app built for the iPad alone.
    public var isForIPad: Bool
    /// Every element of the file.
    public var elements: ElementTree
    /// Section 2's screens, in document order.
    public var screens: [Screen]
    /// Every `<segue>`, in document order.
    public var segues: [Segue]
    /// Every `<constraint>` inside a view's `<constraints>`, in document order.
    public var constraints: [Constraint]
    /// What is wrong inside the document, in document order of the elements concerned.
    public var problems: [ReadProblem]
    /// The first element with each `id`.
    var identifiers: [String: ElementTree.Index]
    /// For each view that owns constraints, their indices in `constraints`.
    var constraintsByOwner: [ElementTree.Index: [Int]]

    /// Reads a document from its bytes (UTF-8, as Interface Builder writes it).
    public static func read(_ bytes: [UInt8]) -> Result<InterfaceBuilderDocument, ReadFailure> {
        bytes.withUnsafeBufferPointer { read($0) }
    }

    /// Reads a document from its bytes (UTF-8, as Interface Builder writes it).
    public static func read(_ bytes: UnsafeRawBufferPointer) -> Result<InterfaceBuilderDocument, ReadFailure> {
        read(bytes.bindMemory(to: UInt8.self))
    }

    /// Reads a document from its bytes (UTF-8, as Interface Builder writes it).
    public static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<InterfaceBuilderDocument, ReadFailure> {
        if let failure = InputCheck.failure(of: bytes) { return .failure(failure) }
        let bom = UTF8Bytes.byteOrderMarkLength(of: bytes)
        if bytes[bom...].allSatisfy(SAXState.isXMLSpace) {
            return .failure(ReadFailure(message: "not an Interface Builder document: the file is empty", line: 1))
        }
        switch XMLReader.read(bytes, offset: bom, checkRoot: DocumentHeader.refusal) {
        case .failure(let failure): return .failure(failure)
        case .success(let tree): return .success(InterfaceBuilderDocument(tree: tree))
        }
    }

    /// The document a tree whose root was accepted by `DocumentHeader` makes.
    init(tree: ElementTree) {
        let root = tree.root
        let flag = { (name: String) in tree.attribute(name, of: root) == "YES" }
        kind = DocumentHeader.kind(of: tree.attribute("type", of: root) ?? "") ?? .xib
        toolsVersion = DocumentHeader.toolsVersion(tree.attribute("toolsVersion", of: root))
        deviceID = DocumentHeader.deviceID(in: tree)
        orientation = DocumentHeader.orientation(in: tree)
        usesSafeAreas = flag("useSafeAreas")
        usesAutolayout = flag("useAutolayout")
        usesTraitCollections = flag("useTraitCollections")
        isLaunchScreen = flag("launchScreen")
        isForIPad = tree.attribute("targetRuntime", of: root) == "iOS.CocoaTouch.iPad"
            || (tree.attribute("type", of: root) ?? "").hasSuffix(".CocoaTouch.iPad.XIB")
        elements = tree
        let scan = DocumentScan(tree)
        identifiers = scan.identifiers
        segues = scan.segues
        constraints = scan.constraints
        constraintsByOwner = Dictionary(grouping: constraints.indices) { scan.constraints[$0].owner }
        problems = scan.problems
        screens = []
        if !isLaunchScreen {
            var finder = ScreenFinder(document: self)
            screens = finder.screens()
            problems += finder.problems
            problems.sort { ($0.line, $0.element ?? -1) < ($1.line, $1.element ?? -1) }
        }
    }

    /// The element with this `id` (the first, when several have it).
    public func element(withID id: String) -> ElementTree.Index? {
        identifiers[id]
    }
}
