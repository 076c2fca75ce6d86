// A fixture of tests/arch: one half of an include circle (first <-> second).
#pragma once

#include "second.h"
