import Foundation

/// The real apps in `../shared/bench`: parse-all floor, the whole audit with every report over
/// both apps in one run, each app alone, report sizes and findings against distinct places.
struct RealAppsBench {
    let root: String
    let cli: String
    let me: String
    let work: String

    /// The app folders (each a sub-folder of the bench root).
    var apps: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted().filter { name in
            var isDir: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isDir) && isDir.boolValue
        }
    }

    func swiftFiles(under folder: String) -> [String] {
        var found: [String] = []
        let walker = FileManager.default.enumerator(atPath: folder)
        while let item = walker?.nextObject() as? String {
            if item.hasSuffix(".swift") { found.append(folder + "/" + item) }
        }
        return found.sorted()
    }

    func run() {
        let apps = apps
        let files = swiftFiles(under: root)
        let bytes = files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
        print("\nreal apps in \(root): \(apps.joined(separator: ", ")); \(files.count) Swift files, \(bytes / 1024) KiB"
              + " (each figure the fastest of \(benchRepeats) runs)")
        let list = work + "/real-all.txt"
        writeList(files, to: list)
        print(tableHeader)
        let reports = work + "/real-reports"
        try? FileManager.default.removeItem(atPath: reports)
        let (parse, whole) = measureBestInTurn(
            floor: (me, { ["--parse", list] }),
            figure: (cli, { ["audit", root, "--reports", reports, "--quiet", "--fail-on", "never"]
                + freshCache(work + "/cache-real-all") }))
        print(row("parse every Swift file (floor)", parse, count: files.count))
        print(row("audit both apps, every report", whole, count: files.count))
        var sum: Measurement?
        for app in apps {
            let m = measureBest(cli) {
                ["audit", root + "/" + app, "--reports", work + "/real-\(app)", "--quiet", "--fail-on", "never"]
                    + freshCache(work + "/cache-real-\(app)")
            }
            print(row("audit \(app) alone", m))
            sum = sum.map { $0 + m } ?? m
        }
        if let sum { print(row("sum of the apps one by one", sum)) }

        let ratio = whole.wall / parse.wall
        print(fixed(ratio) + " = audit / parse-all (target ≤ 3: \(verdict(ratio, atMost: 3)))")
        print(fixed(whole.peakRSSMiB * 1.048576, digits: 0)
              + " MB peak RSS of the audit (target ≤ 200 MB: \(verdict(whole.peakRSSMiB * 1.048576, atMost: 200)))")
        if let sum {
            let together = whole.wall / sum.wall
            print(fixed(together) + " = both apps in one run / sum one by one (target ≤ 1.3: \(verdict(together, atMost: 1.3)))")
        }
        printReportFiguresFromChild(reports, me: me)
    }

    /// Report sizes, and findings against distinct places (rule, file, line, column) from the JSON report.
    static func printReportFigures(_ folder: String) {
        func size(_ name: String) -> String {
            let bytes = (try? FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.size] as? Int) ?? 0
            return String(format: "%.1f MiB", Double(bytes) / 1_048_576)
        }
        print("reports: JUnit \(size("junit.xml")), HTML \(size("index.html")), JSON \(size("report.json")), "
              + "SARIF \(size("report.sarif"))")
        guard let data = FileManager.default.contents(atPath: folder + "/report.json"),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let findings = json["findings"] as? [[String: Any]] else {
            print("findings: no JSON report to count")
            return
        }
        let places = Set(findings.map { f in
            "\(f["rule"] ?? "")|\(f["file"] ?? "")|\(f["line"] ?? "")|\(f["column"] ?? "")"
        })
        let screens = (json["screens"] as? [Any])?.count ?? 0
        print("findings: \(findings.count) entries for \(places.count) distinct places (rule, file, line, column); "
              + "\(screens) screens")
    }
}
