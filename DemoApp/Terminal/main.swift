import Decorum
print("demo")
