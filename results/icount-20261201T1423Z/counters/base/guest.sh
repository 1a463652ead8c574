#!/bin/bash
cd /work/main
bash /root/.cache/htab-gp/dev/icnt/run.sh /root/.cache/htab-gp/dev/icnt/base 
echo $? > /root/.cache/htab-gp/dev/icnt/base/rc
dmesg > /root/.cache/htab-gp/dev/icnt/base/dmesg
