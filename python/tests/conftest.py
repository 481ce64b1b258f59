import os
import sys

# Tests import the package from the source tree, installed or not.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
