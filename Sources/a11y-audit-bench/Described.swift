import Foundation

/// Declarative descriptions: the same screen shape at three sizes (a tenth, a fifth and all of
/// BENCH_NODES), each audited cold (a fresh cache folder) with no report file, and one very
/// large screen; each figure the fastest of `benchRepeats` runs, as for the apps. Targets:
/// 5 million view nodes in ≤ 10 s and ≤ 1.5 GB, time growing no faster than the input (per
/// node, the largest run ≤ 1.125× the smallest's time).
struct DescribedBench {
    let work: String
    let cli: String
    let largeNodes: Int

    /// Rows of an HStack holding an icon button, a text and a toggle; 200 rows a screen, or
    /// every row in one screen.
    func writeScreens(nodes: Int, to path: String, oneScreen: Bool = false) -> Int {
        let nodesPerRow = 5, rowsPerScreen = 200
        let screens = max(1, nodes / (nodesPerRow * rowsPerScreen + 1))
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = FileHandle(forWritingAtPath: path)!
        handle.write(Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<screens>\n".utf8))
        if oneScreen { handle.write(Data("<screen name=\"Everything\"><VStack>\n".utf8)) }
        var written = oneScreen ? 1 : 0
        for s in 0..<screens {
            var chunk = oneScreen ? "" : "<screen name=\"Generated\(s)\"><VStack>\n"
            for r in 0..<rowsPerScreen {
                chunk += r % 50 == 0
                    ? "<HStack><Button><Image systemName=\"trash\"/></Button><Text>Row \(r)</Text><Toggle title=\"Enabled\" isOn=\"{$on}\"/></HStack>\n"
                    : "<HStack><Button title=\"Open \(r)\"/><Text>Row \(r)<font value=\".body\"/></Text><Toggle title=\"On \(r)\" isOn=\"{$on}\"/></HStack>\n"
            }
            if !oneScreen { chunk += "</VStack></screen>\n" }
            handle.write(Data(chunk.utf8))
            written += rowsPerScreen * nodesPerRow + (oneScreen ? 0 : 1)
        }
        if oneScreen { handle.write(Data("</VStack></screen>\n".utf8)) }
        handle.write(Data("</screens>\n".utf8))
        try? handle.close()
        return written
    }

    /// Every run of one audit, each with an empty cache.
    func audit(_ file: String) -> [Measurement] {
        measureRuns(cli) { ["audit", file, "--quiet", "--fail-on", "never"] + freshCache(work + "/cache-described") }
    }

    func run() {
        print("\ndeclarative screens (*.a11y.xml), 1,001 nodes a screen, cold cache")
        print(tableHeader)
        var described: [(Int, Measurement)] = []
        var slowestLarge = 0.0
        for nodes in [largeNodes / 10, largeNodes / 5, largeNodes] {
            let file = work + "/described-\(nodes).a11y.xml"
            let actual = writeScreens(nodes: nodes, to: file)
            let runs = audit(file)
            let m = best(of: runs)
            described.append((actual, m))
            if nodes == largeNodes { slowestLarge = runs.map(\.wall).max()! }
            print(row("described, \(actual) nodes", m, count: actual, unit: "nodes/s")
                  + "  " + fixed(m.peakRSSMiB * 1_048_576 / Double(actual), digits: 0) + " B/node")
            try? FileManager.default.removeItem(atPath: file)
        }
        let oneScreenFile = work + "/described-one-screen.a11y.xml"
        let oneScreenNodes = writeScreens(nodes: largeNodes / 10, to: oneScreenFile, oneScreen: true)
        let one = best(of: audit(oneScreenFile))
        try? FileManager.default.removeItem(atPath: oneScreenFile)
        print(row("one screen, \(oneScreenNodes) nodes", one, count: oneScreenNodes, unit: "nodes/s")
              + "  " + fixed(one.peakRSSMiB * 1_048_576 / Double(oneScreenNodes), digits: 0) + " B/node")

        let (small, large) = (described[0], described[2])
        let perNode = (large.1.wall / Double(large.0)) / (small.1.wall / Double(small.0))
        print(fixed(Double(large.0) / Double(small.0), digits: 0) + "× the nodes took "
              + fixed(large.1.wall / small.1.wall, digits: 1) + "× the time: " + fixed(perNode)
              + "× the time per node (target ≤ 1.125: \(verdict(perNode, atMost: 1.125)))")
        print(fixed(large.1.wall) + " s for \(large.0) nodes, the fastest of \(benchRepeats) runs (slowest "
              + fixed(slowestLarge) + " s; target ≤ 10 s: "
              + "\(verdict(large.1.wall, atMost: 10))), peak " + fixed(large.1.peakRSSMiB, digits: 0)
              + " MiB (target ≤ 1.5 GB: \(verdict(large.1.peakRSSMiB, atMost: 1536)))")
    }
}
