#ifndef XIBIFY_CLIBXML2_SHIM_H
#define XIBIFY_CLIBXML2_SHIM_H

/* Debian's libxml2 is built with ICU, and its encoding.h then includes ICU's headers,
   which clash with the ICU copy inside Foundation. xibify never reads the fields that
   ICU adds to xmlCharEncodingHandler (it only tests whether an encoder is present), so
   the ICU part of the headers is switched off. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>

/// Byte offset of the parser's current position in the whole document
/// (equal to xmlByteConsumed inside SAX callbacks, without its bookkeeping).
static inline unsigned long xibify_position(xmlParserCtxtPtr ctxt) {
    xmlParserInputPtr input = ctxt->input;
    return input->consumed + (unsigned long)(input->cur - input->base);
}

/// Offset in the document of `p` when it points into the current input buffer, else -1.
static inline long xibify_input_offset(xmlParserCtxtPtr ctxt, const xmlChar *p) {
    xmlParserInputPtr input = ctxt->input;
    if (p >= input->base && p <= input->end) {
        return (long)(input->consumed + (unsigned long)(p - input->base));
    }
    return -1;
}

/// True when libxml2 transcodes the input (a document that is not UTF-8).
static inline int xibify_has_encoder(xmlParserCtxtPtr ctxt) {
    return ctxt->input != NULL && ctxt->input->buf != NULL && ctxt->input->buf->encoder != NULL;
}

/// Number of inputs on the stack (entities push more; IB documents never do).
static inline int xibify_input_count(xmlParserCtxtPtr ctxt) {
    return ctxt->inputNr;
}

/// The parser's current line (for errors raised from our own callbacks).
static inline int xibify_line(xmlParserCtxtPtr ctxt) {
    return ctxt->input != NULL ? ctxt->input->line : 0;
}

/// Sets glibc's M_TOP_PAD (AllocatorTuning); nothing elsewhere. Here because the shim is the
/// package's one C header for the scan, and Swift's Glibc module leaves out <malloc.h>.
#if defined(__GLIBC__)
#include <malloc.h>
static inline void xibify_set_top_pad(int pad) {
    mallopt(M_TOP_PAD, pad);
}
#else
static inline void xibify_set_top_pad(int pad) {
    (void)pad;
}
#endif

#endif
