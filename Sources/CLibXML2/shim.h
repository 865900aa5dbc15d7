// libxml2 is built with ICU on Debian; its encoding.h then includes the system ICU headers,
// which clash with the ICU copy inside Foundation. We never use ICU converters directly.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlwriter.h>
#include <libxml/xmlschemas.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlsave.h>

// xmlFree is a global function pointer, which Swift 6 rejects as shared mutable state.
static inline void a11y_xmlFree(void *p) { xmlFree(p); }
