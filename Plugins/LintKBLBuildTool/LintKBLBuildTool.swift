import Foundation
import PackagePlugin

/// The build-tool plugin: each build of a target that uses it runs `kb-lsp lint --format
/// xcode` on the target's own `.kbl` specs and `.storyboard` and `.xib` documents
/// (`Base.lproj` and the other localisation folders included), so each finding is an issue
/// on its file and line in Xcode, and in the build log of `swift build`. Errors fail the
/// build; warnings do not (`.kblint.json`'s `severity` can make a code an error).
@main
struct LintKBLBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        return try lintCommand(tool: context.tool(named: "kb-lsp").url, target: target.name,
                               files: module.sourceFiles.map(\.url), root: context.package.directoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In an Xcode project: the target's Build Phases, Run Build Tool Plug-ins.
extension LintKBLBuildTool: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try lintCommand(tool: context.tool(named: "kb-lsp").url, target: target.displayName,
                        files: target.inputFiles.map(\.url), root: context.xcodeProject.directoryURL)
    }
}
#endif
