import Foundation
import Testing

@testable import XibifyWorkspace

/// `AppCode`: the uses of a held object that the app's sources make, found in the holder's own
/// files and, through a receiver, in files that name the holder; never in comments or literals.
@Suite struct AppCodeTests {
    /// A folder of sources, written for one test and removed after it.
    private final class Sources {
        let root: String
        init(_ files: [String: String]) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("appcode-\(UUID().uuidString)").path
            for (name, text) in files {
                let path = root + "/" + name
                try FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            }
        }
        deinit { try? FileManager.default.removeItem(atPath: root) }

        func uses(_ holder: String, _ path: HeldAccess.Path, classes: Set<String>? = nil) -> [HeldObjectUse] {
            AppCode.read(classes: classes ?? [holder], under: [root], files: .disk)
                .uses(of: HeldAccess(holderClass: holder, path: path))
        }
    }

    private func summary(_ uses: [HeldObjectUse]) -> [String] {
        uses.map { "\(($0.file as NSString).lastPathComponent):\($0.line) \($0.member) \($0.kind.rawValue)" }.sorted()
    }

    @Test func swiftOutletUsesInTheHoldersFilesAndThroughReceivers() throws {
        let sources = try Sources([
            "App/CardController.swift": """
            final class CardController: UIViewController {
                @IBOutlet weak var card: UIView!
                // card.subviews in a comment
                func style() {
                    card.backgroundColor = .red
                    self.card?.layer.cornerRadius = 4
                    card!.bringSubviewToFront(card.subviews[0])
                    let text = "card.constraints"
                    other.cardView.subviews.forEach { _ in }
                }
            }
            """,
            "App/CardController+Layout.swift": """
            extension CardController {
                func tighten() { card.layoutMargins = .zero }
            }
            """,
            "App/ListController.swift": """
            func configure(_ cell: CardController) { cell.card.removeConstraints(cell.card.constraints) }
            """,
            "App/Unrelated.swift": """
            func elsewhere() { card.subviews.first?.removeFromSuperview() }
            """,
        ])
        #expect(
            summary(sources.uses("CardController", .outlet("card"))) == [
                "CardController+Layout.swift:2 layoutMargins constraints",
                "CardController.swift:5 backgroundColor appearance",
                "CardController.swift:6 layer appearance",
                "CardController.swift:7 bringSubviewToFront subviews",
                "CardController.swift:7 subviews subviews",
                "ListController.swift:1 constraints constraints",
                "ListController.swift:1 removeConstraints constraints",
            ])
    }

    @Test func objectiveCOutletUses() throws {
        let sources = try Sources([
            "CardController.h":
                "@interface CardController : UIViewController\n@property IBOutlet UIView *card;\n@end\n",
            "CardController.m": """
            @implementation CardController
            - (void)viewDidLoad {
                self.card.backgroundColor = UIColor.redColor;
                [self.card setClipsToBounds:YES];
                [_card insertSubview:badge atIndex:0];
                [[self card] setLayoutMargins:UIEdgeInsetsZero];
                _card.alpha = 0.5;
                NSLog(@"%@", @"self.card.subviews");
            }
            @end
            """,
        ])
        #expect(
            summary(sources.uses("CardController", .outlet("card"))) == [
                "CardController.m:3 backgroundColor appearance",
                "CardController.m:4 setClipsToBounds appearance",
                "CardController.m:5 insertSubview subviews",
                "CardController.m:6 setLayoutMargins constraints",
                "CardController.m:7 alpha appearance",
            ])
    }

    @Test func outletCollectionsAndTagLookups() throws {
        let sources = try Sources([
            "Cards.swift": """
            final class Cards: UIViewController {
                @IBOutlet var cards: [UIView]!
                override func viewDidLoad() {
                    for card in cards {
                        card.layer.borderWidth = 1
                        card.subviews.last?.isHidden = true
                    }
                    cards.forEach { $0.removeConstraints($0.constraints) }
                    cards.first?.tintColor = .red
                    view.viewWithTag(7)?.subviews.first?.alpha = 0
                    (view.viewWithTag(7) as? UIView)?.backgroundColor = .blue
                    view.viewWithTag(70)?.subviews.first?.alpha = 0
                }
            }
            """,
            "Tagged.m": """
            @implementation Tagged
            - (void)viewDidLoad { [[self.view viewWithTag:7] setBackgroundColor:nil]; [self.view viewWithTag:7].layer.cornerRadius = 2; }
            @end
            """,
        ])
        #expect(
            summary(sources.uses("Cards", .collection("cards"))) == [
                "Cards.swift:5 layer appearance", "Cards.swift:6 subviews subviews",
                "Cards.swift:8 constraints constraints", "Cards.swift:8 removeConstraints constraints",
                "Cards.swift:9 tintColor appearance",
            ])
        #expect(
            summary(sources.uses("Cards", .tag(7))) == [
                "Cards.swift:10 subviews subviews", "Cards.swift:11 backgroundColor appearance",
            ])
        #expect(
            summary(sources.uses("Tagged", .tag(7))) == [
                "Tagged.m:2 layer appearance", "Tagged.m:2 setBackgroundColor appearance",
            ])
    }

    @Test func aRenamedSwiftClassIsFoundByItsObjectiveCName() throws {
        let sources = try Sources([
            "Card.swift": "@objc(XYCardController) final class CardController: UIViewController {\n"
                + "  func f() { card.subviews.first?.alpha = 0 }\n}\n"
        ])
        #expect(summary(sources.uses("XYCardController", .outlet("card"))) == ["Card.swift:2 subviews subviews"])
    }

    @Test func membersAreClassifiedByWhatTheyAreAbout() {
        let kinds: [String: HeldObjectUse.Kind] = [
            "backgroundColor": .appearance, "setBackgroundColor": .appearance, "layer": .appearance,
            "isHidden": .appearance, "subviews": .subviews, "insertSubview": .subviews, "exchangeSubview": .subviews,
            "constraints": .constraints, "addConstraint": .constraints, "setLayoutMargins": .constraints,
            "layoutMarginsGuide": .constraints, "addSubview": .other, "topAnchor": .other, "setup": .other,
            "set": .other, "settings": .other,
        ]
        for (member, kind) in kinds { #expect(HeldObjectUse.Kind(member: member) == kind, "\(member)") }
    }
}
