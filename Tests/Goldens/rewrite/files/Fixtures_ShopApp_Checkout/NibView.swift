#if canImport(UIKit)
    import UIKit

    /// A view that loads its content from the nib named after its class, as its File's Owner.
    ///
    /// Written by xibify. The nib's top-level view is pinned to this view's edges; subclasses
    /// connect outlets in the nib and expose its content as `@IBInspectable` properties,
    /// which Interface Builder renders live.
    @IBDesignable
    class NibView: UIView {
        /// The nib's top-level view, once loaded.
        private(set) weak var contentView: UIView?

        override init(frame: CGRect) {
            super.init(frame: frame)
            loadContentFromNib()
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            loadContentFromNib()
        }

        override func prepareForInterfaceBuilder() {
            super.prepareForInterfaceBuilder()
            if contentView == nil {
                loadContentFromNib()
            } else if let looks = handedLooks {
                // Interface Builder sets the document's properties again after loading.
                backgroundColor = looks.background
                clipsToBounds = looks.clips
            }
        }

        private func loadContentFromNib() {
            let type = Swift.type(of: self)
            let nib = UINib(nibName: String(describing: type), bundle: Bundle(for: type))
            guard let view = nib.instantiate(withOwner: self, options: nil).first as? UIView else {
                assertionFailure("\(type).xib has no top-level view")
                return
            }
            view.frame = bounds
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: leadingAnchor),
                view.trailingAnchor.constraint(equalTo: trailingAnchor),
                view.topAnchor.constraint(equalTo: topAnchor),
                view.bottomAnchor.constraint(equalTo: bottomAnchor),
            ])
            contentView = view
            takeLooks(of: view)
        }

        /// The background and clipping taken from the content, for Interface Builder's preview.
        private var handedLooks: (background: UIColor?, clips: Bool)?

        /// Takes a plain content view's background and the layer looks that shape it.
        ///
        /// This view, not the content, is what outlets and code outside hold. It takes the
        /// background, corners, clipping, border and shadow, and the content is left clear,
        /// so code that colours, rounds or shadows this view changes what shows, as when it
        /// held the copy's root. A view of a class of its own draws itself and keeps its looks.
        private func takeLooks(of view: UIView) {
            guard Swift.type(of: view) == UIView.self else { return }
            // A colour this view was given of its own wins; the content is clear either way.
            if backgroundColor == nil { backgroundColor = view.backgroundColor }
            view.backgroundColor = nil
            let (outer, inner) = (layer, view.layer)
            outer.cornerRadius = inner.cornerRadius
            if #available(iOS 11.0, tvOS 11.0, *) { outer.maskedCorners = inner.maskedCorners }
            if #available(iOS 13.0, tvOS 13.0, *) { outer.cornerCurve = inner.cornerCurve }
            outer.masksToBounds = inner.masksToBounds
            outer.borderWidth = inner.borderWidth
            outer.borderColor = inner.borderColor
            outer.shadowColor = inner.shadowColor
            outer.shadowOpacity = inner.shadowOpacity
            outer.shadowOffset = inner.shadowOffset
            outer.shadowRadius = inner.shadowRadius
            outer.shadowPath = inner.shadowPath
            // The content fills this view: its own rounding, clipping, border and shadow would
            // stay when code changes this view's.
            inner.cornerRadius = 0
            inner.masksToBounds = false
            inner.borderWidth = 0
            inner.shadowOpacity = 0
            handedLooks = (backgroundColor, outer.masksToBounds)
        }
    }
#elseif canImport(AppKit)
    import AppKit

    /// A view that loads its content from the nib named after its class, as its File's Owner.
    ///
    /// Written by xibify. The nib's top-level view is pinned to this view's edges; subclasses
    /// connect outlets in the nib and expose its content as `@IBInspectable` properties,
    /// which Interface Builder renders live.
    @IBDesignable
    class NibView: NSView {
        /// The nib's top-level view, once loaded.
        private(set) weak var contentView: NSView?

        override init(frame frameRect: NSRect) {
            super.init(frame: frameRect)
            loadContentFromNib()
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            loadContentFromNib()
        }

        override func prepareForInterfaceBuilder() {
            super.prepareForInterfaceBuilder()
            if contentView == nil { loadContentFromNib() }
        }

        private func loadContentFromNib() {
            let type = Swift.type(of: self)
            var objects: NSArray?
            guard let nib = NSNib(nibNamed: String(describing: type), bundle: Bundle(for: type)),
                nib.instantiate(withOwner: self, topLevelObjects: &objects),
                let view = objects?.compactMap({ $0 as? NSView }).first
            else {
                assertionFailure("\(type).xib has no top-level view")
                return
            }
            view.frame = bounds
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: leadingAnchor),
                view.trailingAnchor.constraint(equalTo: trailingAnchor),
                view.topAnchor.constraint(equalTo: topAnchor),
                view.bottomAnchor.constraint(equalTo: bottomAnchor),
            ])
            contentView = view
        }
    }
#endif
