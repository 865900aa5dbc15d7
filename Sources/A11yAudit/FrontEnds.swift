import AuditModel
import InterfaceBuilder
import SwiftUISource
import ViewDescription

/// Sends each input file to its front-end: SwiftUI sources together (components are
/// inlined across files), every other kind file by file, in parallel.
struct FrontEnds: Sendable {
    var screenPatterns: [String]
    var maxSwiftFileBytes: Int
    /// `--platform` or the config's: Swift `#if os(…)` blocks are read for it.
    var platform: Platform?
    /// `*.a11y.xml` and `*.a11y.json` files are left in `described`, to be read as they are
    /// audited, instead of being read here.
    var streamsDescriptions = false

    /// The size past which a file's front-end refuses it, whatever it holds.
    func byteLimit(of file: (path: String, kind: InputKind)) -> Int {
        switch file.kind {
        case .swiftSource: maxSwiftFileBytes
        case .viewDescription: ViewDescriptionLoader.format(of: file.path).map(ViewDescriptionLoader.maxBytes) ?? 0
        case .interfaceBuilder: InterfaceBuilderLoader.maxBytes
        case .stringTable: InputLimits.stringTableBytes
        }
    }

    func load(_ files: [(path: String, kind: InputKind)], counter: ProgressCounter) -> LoadedInputs {
        let swiftFiles = files.filter { $0.kind == .swiftSource }.map(\.path)
        let tableFiles = files.filter { $0.kind == .stringTable }.map(\.path)
        let (tables, tableErrors) = StringTables.load(paths: tableFiles)
        counter.update { $0.filesParsed += tableFiles.count }
        let swift = SwiftUIProject(screenPatterns: screenPatterns, stringTables: tables, maxFileBytes: maxSwiftFileBytes,
                                   platform: platform)
            .load(files: swiftFiles)
        counter.update { $0.filesParsed += swiftFiles.count }
        var inputs = LoadedInputs(viewScreens: swift.screens, screens: [], errors: swift.errors + tableErrors,
                                  suppressions: swift.suppressions)
        var others = files.filter { $0.kind != .swiftSource && $0.kind != .stringTable }
        if streamsDescriptions {
            inputs.described = others.map(\.path).filter(DescribedScreens.isStreamed).sorted()
            others.removeAll { DescribedScreens.isStreamed($0.path) }
        }
        let results = Parallel.map(others.map(\.path)) { path -> LoadedInputs in
            defer { counter.update { $0.filesParsed += 1 } }
            if InputKind(path: path) == .interfaceBuilder {
                let out = InterfaceBuilderLoader.load(file: path)
                return LoadedInputs(viewScreens: [], screens: out.screens, errors: out.errors,
                                    suppressions: out.suppressions, notAudited: out.notAudited)
            }
            let out = ViewDescriptionLoader.load(file: path)
            return LoadedInputs(viewScreens: out.viewScreens, screens: out.screens, errors: out.errors,
                                suppressions: out.suppressions)
        }
        for r in results {
            inputs.viewScreens += r.viewScreens
            inputs.screens += r.screens
            inputs.errors += r.errors
            inputs.suppressions += r.suppressions
            inputs.notAudited += r.notAudited
        }
        inputs.refuseOutOfRangeNumbers()
        return inputs
    }
}

extension LoadedInputs {
    /// Out-of-range numbers in any view description become unknown values and input errors;
    /// a component shared by several screens is reported once.
    mutating func refuseOutOfRangeNumbers() {
        // Each screen walks its whole tree: on all cores, errors then merged in screen order.
        let checked = Parallel.map(viewScreens) { screen -> (ViewScreen, [InputError]) in
            var screen = screen
            let errors = InputNumber.refuseOutOfRange(in: &screen)
            return (screen, errors)
        }
        var refused = Set<InputError>()
        for (i, (screen, screenErrors)) in checked.enumerated() {
            viewScreens[i] = screen
            for error in screenErrors where refused.insert(error).inserted { errors.append(error) }
        }
    }
}
