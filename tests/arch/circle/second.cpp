// A fixture of tests/arch (never compiled): second's source includes first, closing the circle.
#include "first.h"
#include "second.h"
