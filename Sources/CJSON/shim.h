// Include json-c through its own folder: <json.h> alone would also expose generic
// headers of that folder (debug.h, …) to the module.
#include <json-c/json.h>
