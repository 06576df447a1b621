import Foundation
import XibifyKit

/// Answers `extract`'s questions: from flags where given, else by asking on the terminal.
struct TerminalDecisionProvider: ExtractionDecisionProvider {
    let prompter: Prompter
    let style: TextStyle
    /// `--cluster` values not used yet; a scripted run extracts these and stops.
    var queuedClusters: [String]
    let scripted: Bool
    /// `--yes`: accept every default and write without asking.
    let acceptAll: Bool
    let classNames: [String: String]
    let module: String?
    let output: String?
    var cancelled = false
    var failed = false
    /// Whether a chosen cluster's output failed verification (exit 3).
    var dropped = false
    /// The menu number of each cluster shown, by fingerprint: kept for the whole session.
    var numbers: [String: Int] = [:]

    mutating func chooseCluster(from choices: [ExtractionChoice]) -> String? {
        // Once an output is lost after a write, nothing more is extracted: the user could not
        // see what.
        if OutputLoss.changesStatus { return nil }
        if scripted {
            return queuedClusters.isEmpty ? nil : queuedClusters.removeFirst()
        }
        // A cluster keeps the number it was first shown with for the whole session: after an
        // extraction the others are found again, and a number typed from memory must still name
        // the same layout. New clusters (a later round's) get the next numbers.
        for choice in choices where numbers[choice.cluster.fingerprint] == nil {
            numbers[choice.cluster.fingerprint] = (numbers.values.max() ?? 0) + 1
        }
        let numbered = choices.map { (number: numbers[$0.cluster.fingerprint]!, choice: $0) }.sorted {
            $0.number < $1.number
        }
        let width = String(numbered.last?.number ?? 1).count
        prompter.say("\n" + style.bold("Duplicated layouts") + "\n")
        for (number, choice) in numbered {
            let cluster = choice.cluster
            let blocked = choice.blockedCount == 0 ? "" : style.red(" (\(choice.blockedCount) blocked)")
            prompter.say(
                "  \(String(number).leftPad(width)). \(style.yellow(cluster.id))  \(ClusterTitleText.render(cluster))\n"
                    + "  \(String(repeating: " ", count: width))  \(cluster.instances.count) copies\(blocked), "
                    + "saves \(cluster.savings)\n")
        }
        let byNumber = Dictionary(
            numbered.map { ($0.number, $0.choice.cluster.id) }, uniquingKeysWith: { first, _ in first })
        let answer = prompter.ask("Extract which cluster (number or id, q to quit)", default: nil) { answer in
            if answer.lowercased() == "q" { return nil }
            if let number = Int(answer), byNumber[number] != nil { return nil }
            if choices.contains(where: { $0.cluster.id == answer }) { return nil }
            let listed = numbered.map { String($0.number) }.joined(separator: ", ")
            return "no cluster \(answer): type one of the numbers listed (\(listed)), an id, or q"
        }
        guard let answer else {
            cancelled = true
            return nil
        }
        if answer.lowercased() == "q" { return nil }
        if let number = Int(answer), let id = byNumber[number] { return id }
        return answer
    }

    mutating func className(for cluster: DuplicateCluster, proposed: String, check: (String) -> String?) -> String? {
        if let given = classNames[cluster.id] ?? classNames["*"] {
            if let problem = check(given) {
                prompter.say(style.red("--name \(given): \(problem)") + "\n")
                if scripted { return fail() }
            } else {
                return given
            }
        }
        if !scripted { showDetails(cluster) }
        if acceptAll { return proposed }
        // A guess is offered as one (#30): Enter takes it, but the prompt says what it rests on.
        let question =
            cluster.classNameSource.isWeak
            ? "Class name (\(NameSourceText.classPhrase(cluster.classNameSource)))" : "Class name"
        return prompter.ask(question, default: proposed, check: check) ?? cancel()
    }

    mutating func propertyName(for parameter: Parameter, in cluster: DuplicateCluster, check: (String) -> String?)
        -> String?
    {
        if acceptAll { return check(parameter.name) == nil ? parameter.name : fail() }
        let step = parameter.path.split(separator: "/").last.map(String.init) ?? parameter.path
        let guess = parameter.nameSource.isWeak ? " (a guess: named after its view's kind)" : ""
        return prompter.ask("  Property for \(step)\(guess)", default: parameter.name, check: check) ?? cancel()
    }

    mutating func module(proposed: String?) -> String? {
        if let module { return module }
        if acceptAll { return proposed ?? "" }
        let hint = proposed == nil ? " (empty: none; the class gets an @objc name)" : ""
        return prompter.ask("Module\(hint)", default: proposed) ?? cancel()
    }

    mutating func outputDirectory(proposed: String) -> String? {
        if let output { return output }
        if acceptAll { return proposed }
        return prompter.ask("Output folder", default: proposed) ?? cancel()
    }

    mutating func confirm(_ result: RewriteResult) -> Bool {
        if acceptAll { return true }
        // What would change first, in a few lines; the diff, often hundreds of lines, on request.
        prompter.say("\n" + RewriteSummaryRenderer(style: style).pending(result))
        prompter.say(RewriteSummaryRenderer().notes(result))
        guard let show = prompter.confirm("Show the diff?", default: true) else {
            cancelled = true
            return false
        }
        if show { prompter.say("\n" + UnifiedDiffRenderer(style: style).render(result.files)) }
        guard let answer = prompter.confirm("Write these changes?") else {
            cancelled = true
            return false
        }
        return answer
    }

    mutating func report(_ event: ExtractionEvent) {
        switch event {
        case .notExtractable(let skipped):
            prompter.say(
                style.red(line("\(skipped.id) cannot be extracted: \(SkipReasonText.sentence(skipped.reason))")) + "\n")
            for instance in skipped.skippedInstances {
                let reasons = instance.reasons.map(SkipReasonText.sentence).joined(separator: "; ")
                prompter.say(line("  \(instance.instance.file):\(instance.instance.location): \(reasons)") + "\n")
            }
            if scripted { failed = true }
        case .written(let result):
            OutputLoss.filesWritten("every file of the extraction was written")
            // Interactive runs showed the notes with the diff; scripted runs have not seen them.
            prompter.say(RewriteSummaryRenderer(style: style).written(result, includeNotes: acceptAll))
        case .namesRecorded(let names, let file):
            prompter.say(NamesRecordingText.recorded(names, in: file) + "\n")
        case .namesNotRecorded(let names, let file, let unreadable):
            prompter.say(style.yellow(NamesRecordingText.notRecorded(names, in: file, unreadable: unreadable)) + "\n")
        case .declined:
            prompter.say(cancelled ? "Cancelled: nothing was written.\n" : "Nothing was written.\n")
        case .dropped(let dropped):
            prompter.say(
                line(dropped.location) + ": " + style.red("error: ") + line(dropped.message(othersWritten: false))
                    + "\n")
            self.dropped = true
        case .failed(let message):
            prompter.say(style.red("error: ") + line(message) + "\n")
            failed = true
        case .noClusters:
            prompter.say("No duplicated layouts left to extract.\n")
        }
    }

    mutating func continueWithAnother() -> Bool {
        if cancelled || OutputLoss.changesStatus { return false }
        if scripted { return !queuedClusters.isEmpty }
        guard let answer = prompter.confirm("Extract another cluster?") else {
            cancelled = true
            return false
        }
        return answer
    }

    private mutating func cancel() -> String? {
        cancelled = true
        prompter.say("Cancelled: nothing was written.\n")
        return nil
    }

    private mutating func fail() -> String? {
        failed = true
        return nil
    }

    /// The chosen cluster in detail: its copies, parameters, ports and blockers.
    private func showDetails(_ cluster: DuplicateCluster) {
        // Names, labels and paths are the inputs': each escaped, one line per fact (#27).
        var text = "\n" + style.bold("\(cluster.id)  \(ClusterTitleText.render(cluster))") + "\n"
        for instance in cluster.instances {
            let scene = instance.scene.map { "  \(line($0))" } ?? ""
            let blocked =
                instance.blockers.isEmpty ? "" : style.red("  stays inline: \(instance.blockers.count) blocker(s)")
            text += "  \(line(instance.file)):\(instance.location)\(scene)\(blocked)\n"
        }
        for (index, parameter) in cluster.parameters.enumerated() {
            let values = cluster.instances.map { $0.values[index].map { "\"\($0)\"" } ?? "(unset)" }
            text += line("  \(parameter.name): " + values.joined(separator: ", ")) + "\n"
        }
        for port in cluster.ports {
            let targets = cluster.instances.compactMap { instance in
                instance.connections.first { $0.port == port.name }?.destination
            }
            let what: String
            switch port.kind {
            case .action: what = "forwards `\(port.member)`"
            case .outlet: what = "hands on `\(port.member)`"
            case .incomingOutlet:
                what =
                    "hands \(port.objectDescription) to its holder as "
                    + port.heldNames.map { "`\($0)`" }.joined(separator: " or ")
            case .incomingConstraint: what = "makes a constraint outside on \(port.objectDescription) again"
            }
            text += line("  port \(port.name) (\(what)): " + targets.joined(separator: ", ")) + "\n"
        }
        for instance in cluster.instances {
            for blocker in instance.blockers {
                text += style.dim(line("  \(instance.file):\(blocker.location): \(blocker.message)")) + "\n"
                text += style.dim(line("    fix: \(blocker.advice)")) + "\n"
            }
        }
        prompter.say(text)
    }

    /// Text of the inputs on one line (`PlainText`).
    private func line(_ text: String) -> String { PlainText.escaped(text) }
}

extension String {
    func leftPad(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
