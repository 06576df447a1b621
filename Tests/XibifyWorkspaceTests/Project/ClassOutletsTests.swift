import Testing

@testable import XibifyWorkspace

/// The outlets a holder's class declares, read from Swift and Objective-C sources, which the
/// ports' key check and typed assignment rely on (#30).
@Suite struct ClassOutletsTests {
    @Test func swiftOutletsOfTheClassBodyWithTheirAccess() throws {
        let source = """
            import UIKit

            final class DeviceViewController: BaseViewController, UITableViewDelegate {
                @IBOutlet weak var deviceIdLabel: UILabel!
                @IBOutlet private weak var nameLabel: UILabel!
                @IBOutlet
                private(set) var serialLabel: UILabel?
                // @IBOutlet weak var commentedLabel: UILabel!
                func helper() { if true { } }
            }

            class OtherViewController: UIViewController {
                @IBOutlet weak var otherLabel: UILabel!
            }
            """
        let (outlets, superclass, nameable) = try #require(ClassOutlets.swift("DeviceViewController", in: source))
        #expect(superclass == "BaseViewController" && nameable)
        #expect(outlets.keys.sorted() == ["deviceIdLabel", "nameLabel", "serialLabel"])
        #expect(outlets["deviceIdLabel"] == DeclaredOutlet(name: "deviceIdLabel", type: "UILabel", isAssignable: true))
        #expect(outlets["nameLabel"]?.isAssignable == false)
        #expect(outlets["serialLabel"]?.isAssignable == false)
        #expect(ClassOutlets.swift("MissingController", in: source) == nil)
        // Nested, or private to its file: other files of the module cannot name it so.
        let nested =
            "enum Screens {\n    final class Row: UIView {\n        @IBOutlet weak var label: UILabel!\n    }\n}\n"
        #expect(ClassOutlets.swift("Row", in: nested)?.isNameable == false)
        #expect(ClassOutlets.swift("Row", in: nested)?.outlets.keys.sorted() == ["label"])
        let hidden = "private final class Row: UIView {\n    @IBOutlet weak var label: UILabel!\n}\n"
        #expect(ClassOutlets.swift("Row", in: hidden)?.isNameable == false)
    }

    @Test func objectiveCPropertiesAndInstanceVariablesOfHeaderAndExtension() throws {
        let source = """
            @interface NoteViewController : UIViewController
            @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
            @property (nonatomic, strong) IBOutletCollection(UILabel) NSArray *labels;
            @end

            @interface NoteViewController () {
                IBOutlet __weak UITextField *bodyField;
            }
            @property (weak) IBOutlet id<UITextViewDelegate> helper;
            @end

            @interface OtherController : UIViewController
            @property (nonatomic, weak) IBOutlet UILabel *otherLabel;
            @end
            """
        let (outlets, superclass) = try #require(ClassOutlets.objectiveC("NoteViewController", in: source))
        #expect(superclass == "UIViewController")
        #expect(outlets["titleLabel"]?.type == "UILabel" && outlets["bodyField"]?.type == "UITextField")
        #expect(outlets.values.allSatisfy { !$0.isAssignable })
        // Old nibs connect instance variables no `IBOutlet` marks, and setters take keys too.
        let old = """
            @interface LegacyController : NSObject {
                id window;
            }
            - (void)setStatusItem:(id)item;
            @end
            """
        let legacy = try #require(ClassOutlets.objectiveC("LegacyController", in: old))
        #expect(Set(["statusItem", "window"]).isSubset(of: legacy.0.keys))
        #expect(legacy.0["window"]?.type == nil && legacy.0["renamedWindow"] == nil)
    }

    @Test func aKeyIsUndeclaredOnlyWhenTheChainReachesTheFramework() {
        let own = ClassOutlets(
            swiftName: "A", path: "/a.swift", isSwift: true,
            outlets: ["label": DeclaredOutlet(name: "label", type: "UILabel", isAssignable: true)],
            superclass: "UIViewController")
        let framework = HolderOutlets(chain: [own], beyond: "UIViewController")
        #expect(framework.declares("label") == true)
        #expect(framework.declares("view") == true)
        #expect(framework.declares("renamedLabel") == false)
        // A superclass of a library that was not read may declare anything.
        let library = HolderOutlets(chain: [own], beyond: "LibraryViewController")
        #expect(library.declares("renamedLabel") == nil)
        // An Objective-C header read without its implementation: a class extension may declare more.
        var header = own
        header.isSwift = false
        header.isComplete = false
        #expect(HolderOutlets(chain: [header], beyond: "UIViewController").declares("renamedLabel") == nil)
        #expect(HolderOutlets(chain: [header], beyond: "UIViewController").declares("label") == true)
    }
}
