// The part of Xcode's XcodeProjectPlugin module (Xcode 16) that the plugins in Plugins/
// use, declared for type-checking their Xcode code where Xcode is not: on Linux, SwiftPM
// never compiles what is under `#if canImport(XcodeProjectPlugin)`.
// test_swiftpm_plugin.py builds this module and type-checks each plugin against it.
// Written from Xcode's documented interface; the bodies are never run.
import Foundation
import PackagePlugin

/// What Xcode gives a plugin about the project it runs in.
public struct XcodePluginContext {
    public var xcodeProject: XcodeProject { fatalError("a declaration for type-checking") }
    public var pluginWorkDirectoryURL: URL { fatalError("a declaration for type-checking") }
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError("a declaration for type-checking") }
}

public struct XcodeProject {
    public var displayName: String { fatalError("a declaration for type-checking") }
    public var directoryURL: URL { fatalError("a declaration for type-checking") }
    public var targets: [XcodeTarget] { fatalError("a declaration for type-checking") }
}

public struct XcodeTarget {
    public var displayName: String { fatalError("a declaration for type-checking") }
    /// The target's members: sources, resources (storyboards, xibs) and other files.
    public var inputFiles: FileList { fatalError("a declaration for type-checking") }
}

/// A command plugin run on an Xcode project (its context menu).
public protocol XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}

/// A build-tool plugin applied to an Xcode target (Build Phases, Run Build Tool Plug-ins).
public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}
