import PushPeekCore
print("pushpeek")
