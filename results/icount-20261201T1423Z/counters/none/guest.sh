#!/bin/bash
cd /work/main
bash /root/.cache/htab-gp/dev/icnt/run.sh /root/.cache/htab-gp/dev/icnt/none 
echo $? > /root/.cache/htab-gp/dev/icnt/none/rc
dmesg > /root/.cache/htab-gp/dev/icnt/none/dmesg
