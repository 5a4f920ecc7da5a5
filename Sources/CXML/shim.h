// libxml2's reader API, through its own folder (pkg-config's cflags name it: -I…/libxml2).
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/parserInternals.h>
